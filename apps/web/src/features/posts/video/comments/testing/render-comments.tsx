import type { Post } from '@plaza/contract';
import { screen } from '@testing-library/react';
import { postDetailKey } from '../../../shared/post-cache';
import { renderApp, testQueryClient } from '../../../../../testing/render-app';
import { CachedCommentsSection } from './CachedCommentsSection';

/** Renders the comments of `post` on its video page address; `search` adds e.g. '?comment=…'. */
export function renderComments(post: Post, search = '') {
  const client = testQueryClient();
  client.setQueryData(postDetailKey(post.id), post);
  renderApp(<CachedCommentsSection postId={post.id} />, {
    path: `/video/${post.id}${search}`,
    pattern: '/video/:id',
    client,
  });
  return client;
}

/** The top-level comments as shown, each a list item. */
export async function commentItems() {
  const list = await screen.findByRole('list', { name: 'Comments' });
  return Array.from(list.children) as HTMLElement[];
}

/** The shown comment whose text is `text`: its own block (header, text, actions). */
export async function commentBlock(text: string): Promise<HTMLElement> {
  const paragraph = await screen.findByText(text);
  return paragraph.closest<HTMLElement>('[id^="comment-"]')!;
}
