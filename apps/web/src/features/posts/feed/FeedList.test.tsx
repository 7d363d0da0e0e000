import { type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPost } from '../../../testing/post-fixture';
import { renderApp } from '../../../testing/render-app';
import { FeedList } from './FeedList';
import { failure, stubServer } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FEED = `GET ${api.posts.feed.path}`;
const posts = Array.from({ length: 35 }, (_, i) => aPost({ title: `Clip ${i + 1}` }));
const page = (all: Post[], skip: number, limit: number) => ({
  body: { data: all.slice(skip, skip + limit), total: all.length, limit, skip },
});
const show = (filters = {}) =>
  renderApp(<FeedList filters={filters} empty={<p>Nothing here</p>} after={<p>Zones</p>} />, { path: '/' });

describe('the feed list', () => {
  it('shows 30 placeholders, then the first page, then appends the next with skip = count loaded', async () => {
    const calls = stubServer({
      [FEED]: ({ query }) => page(posts, Number(query.get('skip')), Number(query.get('limit'))),
    });
    show({ channelId: '00000000-0000-4000-8000-0000000000c1' });
    expect(screen.getByRole('status', { name: 'Loading videos' }).children).toHaveLength(30);
    expect(await screen.findByText('Clip 30')).toBeInTheDocument();
    expect(screen.queryByText('Clip 31')).not.toBeInTheDocument();
    expect(screen.queryByText('Zones')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Clip 35')).toBeInTheDocument();
    expect(calls.map((c) => [c.query.get('skip'), c.query.get('limit'), c.query.get('channelId')])).toEqual([
      ['0', '30', '00000000-0000-4000-8000-0000000000c1'],
      ['30', '30', '00000000-0000-4000-8000-0000000000c1'],
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(35);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.getByText('Zones')).toBeInTheDocument();
  });

  it('continues the newest-first feed after the cursor of the page before, not by skip', async () => {
    const calls = stubServer({
      [FEED]: ({ query }) => {
        const skip = query.get('cursor') === 'after-clip-30' ? 30 : 0;
        const nextCursor = skip === 0 ? 'after-clip-30' : null;
        return { body: { data: posts.slice(skip, skip + 30), total: posts.length, limit: 30, skip, nextCursor } };
      },
    });
    show();
    expect(await screen.findByText('Clip 30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Clip 35')).toBeInTheDocument();
    expect(calls.map((c) => [c.query.get('cursor'), c.query.get('skip')])).toEqual([
      [null, '0'],
      ['after-clip-30', null],
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(35);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page when the sentinel scrolls into view', async () => {
    let onIntersect: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          onIntersect = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const calls = stubServer({
      [FEED]: ({ query }) => page(posts, Number(query.get('skip')), Number(query.get('limit'))),
    });
    show();
    await screen.findByText('Clip 30');
    await waitFor(() => expect(onIntersect).toBeDefined());
    onIntersect!([{ isIntersecting: true }]);
    expect(await screen.findByText('Clip 35')).toBeInTheDocument();
    expect(calls.map((c) => c.query.get('skip'))).toEqual(['0', '30']);
  });

  it('shows the empty state, then what follows the feed', async () => {
    stubServer({ [FEED]: () => page([], 0, 30) });
    show();
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByText('Zones')).toBeInTheDocument();
  });

  it('says why the feed could not load, and tries again', async () => {
    let broken = true;
    stubServer({
      [FEED]: ({ query }) =>
        broken ? failure(500, 'INTERNAL_SERVER_ERROR') : page(posts, Number(query.get('skip')), 30),
    });
    show();
    expect(await screen.findByText('Could not load this list')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Clip 1')).toBeInTheDocument();
  });
});
