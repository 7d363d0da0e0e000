import { type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi as stubServer } from '../../testing/fake-api';
import { aPost } from '../../testing/post-fixture';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderApp } from '../../testing/render-app';
import { SearchPage } from './SearchPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (path: string) =>
  renderApp(
    <>
      <SearchPage />
      <LocationProbe />
    </>,
    { path, pattern: '/search/:scope/:value' },
  );
const location = () => screen.getByTestId('location').textContent;
const paged = <T,>(all: T[], query: URLSearchParams) => {
  const skip = Number(query.get('skip'));
  const limit = Number(query.get('limit'));
  return { body: { data: all.slice(skip, skip + limit), total: all.length, limit, skip } };
};

describe('the search page', () => {
  it('finds videos 6 at a time, loading more with the count loaded as skip', async () => {
    const posts: Post[] = Array.from({ length: 8 }, (_, i) => aPost({ title: `Cats ${i + 1}` }));
    const calls = stubServer({ [`GET ${api.posts.feed.path}`]: ({ query }) => paged(posts, query) });
    open('/search/post/cats');
    expect(await screen.findByText('Cats 6')).toBeInTheDocument();
    expect(screen.queryByText('Cats 7')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Cats 8')).toBeInTheDocument();
    expect(calls.map((c) => [c.query.get('searchTerm'), c.query.get('skip'), c.query.get('limit')])).toEqual([
      ['cats', '0', '6'],
      ['cats', '6', '6'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('passes the Following and Streaming filters of the post scope', async () => {
    const calls = stubServer({ [`GET ${api.posts.feed.path}`]: ({ query }) => paged([aPost()], query) });
    open('/search/post/cats?following=true&streaming=true');
    await screen.findAllByRole('article');
    expect(calls[0]!.query.get('following')).toBe('true');
    expect(calls[0]!.query.get('streaming')).toBe('true');
    expect((screen.getByRole('checkbox', { name: 'Following' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Streaming' }));
    await waitFor(() => expect(location()).toBe('/search/post/cats?following=true'));
  });

  it('switches scope through the tabs and searches from its box', async () => {
    stubServer({ [`GET ${api.posts.feed.path}`]: ({ query }) => paged([], query) });
    open('/search/post/cats');
    fireEvent.click(await screen.findByRole('tab', { name: 'People' }));
    await waitFor(() => expect(location()).toBe('/search/profile/cats'));
  });

  it('searches the new term on submit', async () => {
    stubServer({ [`GET ${api.posts.feed.path}`]: ({ query }) => paged([], query) });
    open('/search/post/cats');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search for' }), { target: { value: 'dogs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/search/post/dogs'));
  });

  it('says when nothing is found', async () => {
    stubServer({ [`GET ${api.posts.feed.path}`]: ({ query }) => paged([], query) });
    open('/search/post/zzz');
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeInTheDocument();
  });

  it('finds people, each linking to their profile', async () => {
    const people = [
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        fullName: 'Ada Lovelace',
        userName: 'ada',
        displayPhoto: null,
        invited: false,
        isInContact: false,
        contactUserId: null,
      },
    ];
    const calls = stubServer({ [`GET ${api.user.search.path}`]: ({ query }) => paged(people, query) });
    open('/search/profile/ada');
    const link = await screen.findByRole('link', { name: /Ada Lovelace/ });
    expect(link.getAttribute('href')).toBe('/user/ada');
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(calls[0]!.query.get('searchTerm')).toBe('ada');
  });

  it('sends an unknown scope to the video search', async () => {
    stubServer({});
    open('/search/videos/cats');
    await waitFor(() => expect(location()).toBe('/search/post/cats'));
  });
});
