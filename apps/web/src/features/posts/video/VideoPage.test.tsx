import { buildPath, errorText, type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../state/session';
import { me, stubApi, wireErrorToasts } from '../../settings/testing/render-settings';
import { aPost, anOwnPost } from '../../../testing/post-fixture';
import { renderApp } from '../../../testing/render-app';
import { VideoPage } from './VideoPage';

const detailPath = (post: Pick<Post, 'id'>) => `GET ${buildPath(api.posts.detail.path, { postId: post.id })}`;
const recommendedPath = (post: Pick<Post, 'id'>) => `GET ${buildPath(api.posts.recommended.path, { postId: post.id })}`;
const failure = (status: number, code: string) => () => ({
  status,
  body: { statusCode: status, message: code, error: 'x' },
});

const open = (id: string) => renderApp(<VideoPage />, { path: `/video/${id}`, pattern: '/video/:id' });
const location = async () => (await screen.findByTestId('location')).textContent;

let unwire: () => void;
beforeEach(() => (unwire = wireErrorToasts()));
afterEach(() => {
  unwire();
  vi.unstubAllGlobals();
});

describe('the video page', () => {
  it('sends a missing or forbidden post home with the catalogue text', async () => {
    const post = aPost();
    stubApi({ [detailPath(post)]: failure(404, 'POST_NOT_FOUND') });
    open(post.id);
    expect(await location()).toBe('/');
    expect(await screen.findByText(errorText('POST_NOT_FOUND'))).toBeInTheDocument();
  });

  it('sends an address that cannot name a post home without asking', async () => {
    const sent = stubApi({});
    open('not-a-post');
    expect(await location()).toBe('/');
    expect(sent.filter((request) => request.path.startsWith('/post/'))).toEqual([]);
  });

  it('shows the page’s shape while loading, and an error with Try again', async () => {
    const post = aPost({ title: 'Oolong' });
    let broken = true;
    stubApi({
      [detailPath(post)]: () => (broken ? failure(500, 'INTERNAL_SERVER_ERROR')() : { body: post }),
      [recommendedPath(post)]: { data: [] },
    });
    open(post.id);
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeInTheDocument();
    expect(await screen.findByText('This video could not be loaded')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oolong' })).toBeInTheDocument();
  });

  it('shows the title, who posted it where, the views and the description', async () => {
    const post = aPost({
      title: 'Oolong',
      description: 'More at https://tea.test with @alan_t',
      channel: {
        id: '00000000-0000-4000-8000-00000000c001',
        name: 'Brewing',
        zoneId: '00000000-0000-4000-8000-00000000a001',
        zone: { id: '00000000-0000-4000-8000-00000000a001', name: 'Tea House', subdomain: 'tea-house' },
      },
    });
    stubApi({ [detailPath(post)]: post, [recommendedPath(post)]: { data: [] } });
    open(post.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oolong' })).toBeInTheDocument();
    expect(screen.getByText('10 views')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/user/grace');
    expect(screen.getByRole('link', { name: 'Brewing' }).getAttribute('href')).toBe(
      '/?channel=00000000-0000-4000-8000-00000000c001',
    );
    expect(screen.getByText('Tea House')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://tea.test' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: '@alan_t' }).getAttribute('href')).toBe('/user/alan_t');
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Video settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pin to profile' })).not.toBeInTheDocument();
  });

  it('shows the live viewer count for a live post', async () => {
    const post = aPost({
      streaming: true,
      liveStream: true,
      postReaction: { ...aPost().postReaction, liveStreamViewersCount: 1 },
    });
    stubApi({ [detailPath(post)]: post, [recommendedPath(post)]: { data: [] } });
    open(post.id);
    expect(await screen.findByText('1 watching')).toBeInTheDocument();
    expect(screen.queryByText('10 views')).not.toBeInTheDocument();
  });

  describe('as a signed-in viewer', () => {
    beforeEach(() => useSessionStore.getState().signedIn(me));
    afterEach(() => useSessionStore.getState().signedOut(false));

    it('goes from a recorded video straight to its comments, with no live chat', async () => {
      const post = aPost({ streaming: false, liveStream: false });
      stubApi({ [detailPath(post)]: post, [recommendedPath(post)]: { data: [] } });
      open(post.id);
      expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: /comments?$/i })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Live chat' })).not.toBeInTheDocument();
    });

    it('shows a live stream’s live chat', async () => {
      const post = aPost({ streaming: true, liveStream: true });
      stubApi({ [detailPath(post)]: post, [recommendedPath(post)]: { data: [] } });
      open(post.id);
      expect(await screen.findByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    });
  });

  it('gives the author the settings icon and the pin, and no report', async () => {
    const post = anOwnPost({ media: { ...aPost().media, status: 'processing', hlsPlaylist: null } });
    stubApi({ [detailPath(post)]: post, [recommendedPath(post)]: { data: [] } });
    open(post.id);
    expect(await screen.findByRole('button', { name: 'Video settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pin to profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.getByText('Still processing — playing the original')).toBeInTheDocument();
  });

  it('gives the super admin a moderator’s Remove post on someone else’s video', async () => {
    const post = aPost({ permissions: { canEdit: false, canDelete: true, canFeature: false, canReport: true } });
    stubApi({ [detailPath(post)]: post, [recommendedPath(post)]: { data: [] } });
    open(post.id);
    expect(await screen.findByRole('button', { name: 'Remove post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Video settings' })).not.toBeInTheDocument();
  });

  it('opens the save-to-folder menu from Save: no dead button', async () => {
    const post = aPost();
    stubApi({
      [detailPath(post)]: post,
      [recommendedPath(post)]: { data: [] },
      [`GET ${api.folders.list.path}`]: [],
    });
    open(post.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No post folder found!')).toBeInTheDocument();
  });
});

describe('the recommended videos', () => {
  async function showWith(count: number) {
    const post = aPost();
    const others = Array.from({ length: count }, () => aPost());
    stubApi({ [detailPath(post)]: post, [recommendedPath(post)]: { data: others } });
    open(post.id);
    await screen.findByRole('heading', { level: 1, name: post.title });
    return others;
  }

  it('titles one video in the singular', async () => {
    const [other] = await showWith(1);
    expect(await screen.findByRole('heading', { name: 'Recommended video' })).toBeInTheDocument();
    const item = screen.getByRole('link', { name: new RegExp(other!.title) });
    expect(item.getAttribute('href')).toBe(`/video/${other!.id}`);
    expect(item).toHaveTextContent('1:05');
    expect(item).toHaveTextContent('10 views');
  });

  it('titles several in the plural', async () => {
    await showWith(3);
    expect(await screen.findByRole('heading', { name: 'Recommended videos' })).toBeInTheDocument();
  });

  it('hides the section when there is nothing to recommend', async () => {
    await showWith(0);
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading recommended videos' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: /Recommended/ })).not.toBeInTheDocument();
  });
});
