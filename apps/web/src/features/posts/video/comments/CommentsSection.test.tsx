import { COMMENT, buildPath, errorText } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireErrorToasts } from '../../../settings/testing/render-settings';
import { aPost } from '../../../../testing/post-fixture';
import { renderApp } from '../../../../testing/render-app';
import { VideoPage } from '../VideoPage';
import { POST_ID, aComment } from './testing/comment-fixture';
import { fakeCommentsServer } from './testing/fake-comments-server';
import { stubFontFaceSet } from '../../../../testing/stub-fonts';
import { commentBlock, commentItems, renderComments } from './testing/render-comments';

const postWith = (commentsCount: number, allowComments = true) =>
  aPost({ id: POST_ID, allowComments, postReaction: { ...aPost().postReaction, commentsCount } });
const composer = () => screen.getByRole('textbox', { name: 'Add a comment' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

let unwire: () => void;
beforeEach(() => {
  stubFontFaceSet();
  unwire = wireErrorToasts();
});
afterEach(() => {
  unwire();
  vi.unstubAllGlobals();
});

describe('the comments list', () => {
  it('shows placeholders, then the comments newest first under the count', async () => {
    const server = fakeCommentsServer([
      aComment({ comment: 'Older', createdOn: '2026-03-01T10:00:00.000Z' }),
      aComment({ comment: 'Newer', createdOn: '2026-03-03T10:00:00.000Z' }),
    ]);
    server.install();
    renderComments(postWith(2));
    expect(screen.getByRole('status', { name: 'Loading comments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 comments' })).toBeInTheDocument();
    const items = await commentItems();
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Newer'),
      expect.stringContaining('Older'),
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Alan Turing' }).getAttribute('href')).toBe('/user/alan_t');
    expect(server.calls(api.comments.list)[0]!.query.get('sortBy')).toBe('createdOn');
  });

  it('invites the first comment when there is none', async () => {
    fakeCommentsServer([]).install();
    renderComments(postWith(0));
    expect(await screen.findByText('No comments yet. Be the first.')).toBeInTheDocument();
  });

  it('shows links and @mentions in a comment', async () => {
    fakeCommentsServer([aComment({ comment: 'See https://tea.test and @grace' })]).install();
    renderComments(postWith(1));
    expect((await screen.findByRole('link', { name: 'https://tea.test' })).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: '@grace' }).getAttribute('href')).toBe('/user/grace');
  });

  it('shows a failure with Try again', async () => {
    const server = fakeCommentsServer([aComment({ comment: 'Back again' })]);
    server.install();
    server.failNext(api.comments.list);
    renderComments(postWith(1));
    expect(await screen.findByText('Comments could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('loads more comments a page at a time', async () => {
    const many = Array.from({ length: COMMENT.page + 2 }, (_, index) =>
      aComment({ createdOn: `2026-03-01T10:${String(10 + index).padStart(2, '0')}:00.000Z` }),
    );
    const server = fakeCommentsServer(many);
    server.install();
    renderComments(postWith(many.length));
    expect(await commentItems()).toHaveLength(COMMENT.page);
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(async () => expect(await commentItems()).toHaveLength(many.length));
    expect(server.calls(api.comments.list)[1]!.query.get('skip')).toBe(String(COMMENT.page));
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
  });

  it('switches to the most liked first', async () => {
    const server = fakeCommentsServer([
      aComment({ comment: 'Loved', likesCount: 9, createdOn: '2026-03-01T10:00:00.000Z' }),
      aComment({ comment: 'Recent', likesCount: 1, createdOn: '2026-03-03T10:00:00.000Z' }),
    ]);
    server.install();
    renderComments(postWith(2));
    expect((await commentItems())[0]!).toHaveTextContent('Recent');
    fireEvent.click(screen.getByRole('radio', { name: 'Most liked' }));
    await waitFor(async () => expect((await commentItems())[0]!).toHaveTextContent('Loved'));
    expect(server.calls(api.comments.list).at(-1)!.query.get('sortBy')).toBe('likesCount');
  });

  it('scrolls to and highlights the comment the address names', async () => {
    const linked = aComment({ comment: 'The one' });
    fakeCommentsServer([aComment(), linked]).install();
    renderComments(postWith(2), `?comment=${linked.id}`);
    await waitFor(async () => expect((await commentBlock('The one')).dataset.highlighted).toBe('true'));
  });
});

describe('on the video page', () => {
  it('sits under the description, above the recommended videos', async () => {
    const post = aPost({ id: POST_ID, description: 'About the tea' });
    fakeCommentsServer([aComment({ comment: 'Hello' })]).install((method, path) => {
      if (path === buildPath(api.posts.detail.path, { postId: POST_ID })) return post;
      if (path === buildPath(api.posts.recommended.path, { postId: POST_ID })) return { data: [aPost()] };
      return undefined;
    });
    renderApp(<VideoPage />, { path: `/video/${POST_ID}`, pattern: '/video/:id' });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    const order = [screen.getByText('About the tea'), screen.getByRole('heading', { name: '0 comments' })];
    order.push(await screen.findByRole('heading', { name: 'Recommended video' }));
    expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1]!.compareDocumentPosition(order[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('writing a comment', () => {
  it('keeps Send off while the text is empty or only spaces', async () => {
    fakeCommentsServer([]).install();
    renderComments(postWith(0));
    await screen.findByText('No comments yet. Be the first.');
    expect(sendButton()).toHaveProperty('disabled', true);
    type(composer(), '   ');
    expect(sendButton()).toHaveProperty('disabled', true);
    type(composer(), 'Hi');
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('puts a new comment at the top, counts it and clears the field', async () => {
    const server = fakeCommentsServer([aComment({ comment: 'First!' })]);
    server.install();
    renderComments(postWith(1));
    await screen.findByText('First!');
    type(composer(), '  Lovely brew  ');
    fireEvent.click(sendButton());
    await waitFor(async () => expect((await commentItems())[0]!).toHaveTextContent('Lovely brew'));
    expect(server.calls(api.comments.create)[0]!.body).toEqual({ comment: 'Lovely brew', postId: POST_ID });
    expect(screen.getByRole('heading', { name: '2 comments' })).toBeInTheDocument();
    expect(composer()).toHaveProperty('value', '');
  });

  it('sends with Ctrl+Enter', async () => {
    const server = fakeCommentsServer([]);
    server.install();
    renderComments(postWith(0));
    type(composer(), 'Quick one');
    fireEvent.keyDown(composer(), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('Quick one')).toBeInTheDocument();
    expect(server.calls(api.comments.create)).toHaveLength(1);
  });

  it('keeps the text when sending fails', async () => {
    const server = fakeCommentsServer([]);
    server.install();
    server.failNext(api.comments.create);
    renderComments(postWith(0));
    type(composer(), 'Try this');
    fireEvent.click(sendButton());
    await waitFor(() => expect(server.calls(api.comments.create)).toHaveLength(1));
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    expect(composer()).toHaveProperty('value', 'Try this');
  });

  it('shows a counter near the limit and takes no more than the limit', async () => {
    fakeCommentsServer([]).install();
    renderComments(postWith(0));
    expect(composer().getAttribute('maxlength')).toBe(String(COMMENT.max));
    type(composer(), 'a'.repeat(COMMENT.max));
    expect(screen.getByText(`${COMMENT.max}/${COMMENT.max}`)).toBeInTheDocument();
  });
});

describe('comments turned off', () => {
  it('says so, with no composer and no Reply', async () => {
    fakeCommentsServer([aComment({ comment: 'From before' })]).install();
    renderComments(postWith(1, false));
    expect(await screen.findByText('From before')).toBeInTheDocument();
    expect(screen.getByText('Comments are turned off for this video.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('when turned off meanwhile: the catalogue text, and the composer gives way', async () => {
    const server = fakeCommentsServer([]);
    server.install();
    server.failNext(api.comments.create, 403, 'POST_COMMENTS_NOT_ALLOWED');
    renderComments(postWith(0));
    type(composer(), 'Too late');
    fireEvent.click(sendButton());
    expect(await screen.findByText(errorText('POST_COMMENTS_NOT_ALLOWED'))).toBeInTheDocument();
    expect(await screen.findByText('Comments are turned off for this video.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
  });
});
