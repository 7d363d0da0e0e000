import { COMMENT } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireErrorToasts } from '../../../settings/testing/render-settings';
import { aPost } from '../../../../testing/post-fixture';
import { POST_ID, aComment, aReply, anOwnComment } from './testing/comment-fixture';
import { fakeCommentsServer } from './testing/fake-comments-server';
import { commentBlock, renderComments } from './testing/render-comments';
import { stubFontFaceSet } from '../../../../testing/stub-fonts';

const postWith = (commentsCount: number) =>
  aPost({ id: POST_ID, postReaction: { ...aPost().postReaction, commentsCount } });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const repliesTo = (name: string) => screen.findByRole('list', { name: `Replies to ${name}` });
const likeIn = (block: HTMLElement) => within(block).getByRole('button', { name: /^Like/ });

async function openMenu(text: string) {
  fireEvent.click(within(await commentBlock(text)).getByRole('button', { name: 'Comment actions' }));
}

let unwire: () => void;
beforeEach(() => {
  stubFontFaceSet();
  unwire = wireErrorToasts();
});
afterEach(() => {
  unwire();
  vi.unstubAllGlobals();
});

describe('replies', () => {
  it('load on demand, a few at a time', async () => {
    const count = COMMENT.repliesPage + 1;
    const parent = aComment({ comment: 'Parent', replyCount: count });
    const replies = Array.from({ length: count }, (_, index) =>
      aReply(parent, { comment: `Reply ${index}`, createdOn: `2026-03-02T11:0${index}:00.000Z` }),
    );
    const server = fakeCommentsServer([parent, ...replies]);
    server.install();
    renderComments(postWith(count + 1));
    fireEvent.click(await screen.findByRole('button', { name: `View ${count} replies` }));
    const list = await repliesTo('Alan Turing');
    await waitFor(() => expect(list.children).toHaveLength(COMMENT.repliesPage));
    expect(list.children[0]!).toHaveTextContent(`Reply ${count - 1}`);
    fireEvent.click(screen.getByRole('button', { name: 'Show more replies' }));
    await waitFor(() => expect(list.children).toHaveLength(count));
    const skips = server.calls(api.comments.replies).map((call) => call.query.get('skip'));
    expect(skips).toEqual(['0', String(COMMENT.repliesPage)]);
    expect(screen.queryByRole('button', { name: 'Show more replies' })).not.toBeInTheDocument();
  });

  it('a new reply goes to the top of the replies and raises the count', async () => {
    const parent = aComment({ comment: 'Parent', replyCount: 1 });
    const server = fakeCommentsServer([parent, aReply(parent, { comment: 'Earlier reply' })]);
    server.install();
    renderComments(postWith(2));
    fireEvent.click(await screen.findByRole('button', { name: 'View 1 reply' }));
    await screen.findByText('Earlier reply');
    fireEvent.click(within(await commentBlock('Parent')).getByRole('button', { name: 'Reply' }));
    const field = screen.getByRole('textbox', { name: 'Reply to Alan Turing' });
    type(field, 'Agreed');
    fireEvent.keyDown(field, { key: 'Enter', metaKey: true });
    const list = await repliesTo('Alan Turing');
    await waitFor(() => expect(list.children[0]!).toHaveTextContent('Agreed'));
    expect(server.calls(api.comments.create)[0]!.body).toEqual({
      comment: 'Agreed',
      postId: POST_ID,
      parentId: parent.id,
    });
    expect(screen.getByRole('heading', { name: '3 comments' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply to Alan Turing' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide replies' }));
    expect(await screen.findByRole('button', { name: 'View 2 replies' })).toBeInTheDocument();
  });

  it('a reply to a reply names whom it answers; Escape cancels it', async () => {
    const parent = aComment({ comment: 'Parent', replyCount: 1 });
    fakeCommentsServer([parent, aReply(parent, { comment: 'Inner' })]).install();
    renderComments(postWith(2));
    fireEvent.click(await screen.findByRole('button', { name: 'View 1 reply' }));
    fireEvent.click(within(await commentBlock('Inner')).getByRole('button', { name: 'Reply' }));
    const field = screen.getByRole('textbox', { name: 'Reply to Alan Turing' });
    expect(field).toHaveProperty('value', '@alan_t ');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Reply to Alan Turing' })).not.toBeInTheDocument();
  });

  it('disappear when the last one is removed', async () => {
    const parent = aComment({ comment: 'Parent', replyCount: 1 });
    fakeCommentsServer([parent, anOwnComment({ comment: 'Mine', parentId: parent.id })]).install();
    renderComments(postWith(2));
    fireEvent.click(await screen.findByRole('button', { name: 'View 1 reply' }));
    await openMenu('Mine');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Mine')).not.toBeInTheDocument());
    expect(screen.queryByRole('list', { name: 'Replies to Alan Turing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View .* repl/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 comment' })).toBeInTheDocument();
  });
});

describe('the author’s menu', () => {
  it('is there only on the caller’s own comments', async () => {
    fakeCommentsServer([aComment({ comment: 'Theirs' }), anOwnComment({ comment: 'Mine' })]).install();
    renderComments(postWith(2));
    expect(
      within(await commentBlock('Theirs')).queryByRole('button', { name: 'Comment actions' }),
    ).not.toBeInTheDocument();
    expect(within(await commentBlock('Mine')).getByRole('button', { name: 'Comment actions' })).toBeInTheDocument();
  });

  it('edits only when the text changed, then marks it edited', async () => {
    const server = fakeCommentsServer([anOwnComment({ comment: 'Tea is fine' })]);
    server.install();
    renderComments(postWith(1));
    await openMenu('Tea is fine');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'Edit your comment' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    type(field, ' Tea is fine ');
    expect(save).toHaveProperty('disabled', true);
    type(field, '   ');
    expect(save).toHaveProperty('disabled', true);
    type(field, 'Tea is great');
    fireEvent.click(save);
    expect(await screen.findByText('(edited)')).toBeInTheDocument();
    expect(within(await commentBlock('Tea is great')).getByText('(edited)')).toBeInTheDocument();
    expect(server.calls(api.comments.update).map((call) => call.body)).toEqual([
      { comment: 'Tea is great', commentId: server.comments()[0]!.id },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Edit your comment' })).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const server = fakeCommentsServer([aComment({ comment: 'Stays' }), anOwnComment({ comment: 'Goes' })]);
    server.install();
    renderComments(postWith(2));
    await openMenu('Goes');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure')).not.toBeInTheDocument());
    expect(server.calls(api.comments.remove)).toHaveLength(0);
    await openMenu('Goes');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Goes')).not.toBeInTheDocument());
    expect(screen.getByText('Stays')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 comment' })).toBeInTheDocument();
  });
});

describe('likes', () => {
  it('toggle at once and keep the server’s count', async () => {
    const server = fakeCommentsServer([aComment({ comment: 'Nice', likesCount: 2 })]);
    server.install();
    renderComments(postWith(1));
    const block = await commentBlock('Nice');
    fireEvent.click(likeIn(block));
    await waitFor(() => expect(likeIn(block).getAttribute('aria-pressed')).toBe('true'));
    expect(likeIn(block).textContent).toBe('3');
    await waitFor(() => expect(server.calls(api.comments.like)).toHaveLength(1));
    await waitFor(() => expect(likeIn(block)).toHaveProperty('disabled', false));
    fireEvent.click(likeIn(block));
    await waitFor(() => expect(likeIn(block).getAttribute('aria-pressed')).toBe('false'));
    expect(likeIn(block).textContent).toBe('2');
    expect(server.calls(api.comments.unlike)[0]!.params).toEqual([server.comments()[0]!.id]);
  });

  it('are taken back when the server refuses', async () => {
    const server = fakeCommentsServer([aComment({ comment: 'Nice', likesCount: 2 })]);
    server.install();
    const release = server.holdNext(api.comments.like);
    server.failNext(api.comments.like);
    renderComments(postWith(1));
    const block = await commentBlock('Nice');
    fireEvent.click(likeIn(block));
    await waitFor(() => expect(likeIn(block).textContent).toBe('3'));
    release();
    await waitFor(() => expect(likeIn(block).getAttribute('aria-pressed')).toBe('false'));
    expect(likeIn(block).textContent).toBe('2');
  });
});
