import { API_VERSION, buildPath, type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postDetailKey } from '../../shared/post-cache';
import { aPost } from '../../../../testing/post-fixture';
import { renderApp, testQueryClient } from '../../../../testing/render-app';
import { ReactionButtons } from './ReactionButtons';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The buttons as the page shows them: reading the cached post, as the page does. */
function CachedButtons({ postId }: { postId: string }) {
  // Never fetched: the test seeds the cache; a queryFn keeps TanStack Query from warning.
  const { data } = useQuery<Post>({
    queryKey: postDetailKey(postId),
    queryFn: () => new Promise<Post>(() => {}),
    enabled: false,
  });
  return data ? <ReactionButtons post={data} /> : null;
}

function renderButtons(post: Post) {
  const client = testQueryClient();
  client.setQueryData(postDetailKey(post.id), post);
  renderApp(<CachedButtons postId={post.id} />, { path: '/', client });
  return client;
}

/** A server that answers each call when the test says so. */
function heldServer() {
  const pending: { url: string; init: RequestInit; answer: (response: Response) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => new Promise<Response>((answer) => pending.push({ url, init, answer }))),
  );
  return pending;
}

const like = () => screen.getByRole('button', { name: /^Like/ });
const dislike = () => screen.getByRole('button', { name: /^Dislike/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('like and dislike on the video page', () => {
  it('shows a like at once, sends it, then keeps the counts the server gives', async () => {
    const pending = heldServer();
    const post = aPost();
    renderButtons(post);
    fireEvent.click(like());
    // Before the server answers:
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('true'));
    expect(like().textContent).toBe('4');
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]!.url).toBe(`/${API_VERSION}${api.posts.like.path}`);
    expect(JSON.parse(String(pending[0]!.init.body))).toEqual({ postId: post.id, type: 'like' });
    pending[0]!.answer(reply(200, { postId: post.id, liked: true, disliked: false, likesCount: 9, dislikesCount: 1 }));
    await waitFor(() => expect(like().textContent).toBe('9'));
  });

  it('puts everything back as it was when the server refuses', async () => {
    const pending = heldServer();
    const post = aPost({ liked: true, postReaction: { ...aPost().postReaction, likesCount: 5 } });
    renderButtons(post);
    fireEvent.click(dislike());
    await waitFor(() => expect(dislike().getAttribute('aria-pressed')).toBe('true'));
    expect(like().textContent).toBe('4');
    expect(dislike().textContent).toBe('2');
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.answer(reply(500, { statusCode: 500, message: 'INTERNAL_SERVER_ERROR', error: 'x' }));
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('true'));
    expect(like().textContent).toBe('5');
    expect(dislike().textContent).toBe('1');
    expect(dislike().getAttribute('aria-pressed')).toBe('false');
  });

  it('takes back the reaction held with the remove call', async () => {
    const pending = heldServer();
    const post = aPost({ disliked: true });
    renderButtons(post);
    fireEvent.click(dislike());
    await waitFor(() => expect(dislike().textContent).toBe('0'));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]!.init.method).toBe('DELETE');
    expect(pending[0]!.url).toBe(`/${API_VERSION}${buildPath(api.posts.unlike.path, { postId: post.id })}`);
  });

  it('is named by the count it shows, so saying what is on the button reaches it', () => {
    renderButtons(aPost({ postReaction: { ...aPost().postReaction, likesCount: 1234, dislikesCount: 3 } }));
    expect(like().getAttribute('aria-label')).toBe(`Like: ${like().textContent}`);
    expect(like().textContent).toBe('1.2K');
    expect(dislike().getAttribute('aria-label')).toBe('Dislike: 3');
  });

  it('offers no dislike where the post does not allow it', () => {
    heldServer();
    renderButtons(aPost({ allowDislike: false }));
    expect(like()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dislike/ })).not.toBeInTheDocument();
  });
});
