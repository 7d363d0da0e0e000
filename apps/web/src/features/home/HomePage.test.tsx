import { type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi as stubServer } from '../../testing/fake-api';
import { aPost } from '../../testing/post-fixture';
import { LocationProbe } from '../../testing/LocationProbe';
import { stubFontFaceSet } from '../../testing/stub-fonts';
import { renderApp } from '../../testing/render-app';
import { useAddContent } from '../posts';
import { HomePage } from './HomePage';

const server = vi.hoisted(() => ({ posts: [] as Post[] }));
const uploaded = aPost({ title: 'Fresh upload' });
// The upload stores the post on the fake server, as the real one does.
vi.mock('../../api/upload', () => ({
  uploadVideo: vi.fn(async () => {
    server.posts.unshift(uploaded);
    return uploaded;
  }),
}));

const open = (path: string) =>
  renderApp(
    <>
      <HomePage />
      <LocationProbe />
    </>,
    { path, pattern: '/' },
  );
const location = () => screen.getByTestId('location').textContent;
const empty = { data: [], total: 0, limit: 6, skip: 0 };

function stubHome(feed: Post[]) {
  server.posts = [...feed];
  return stubServer({
    [`GET ${api.posts.feed.path}`]: ({ query }) => ({
      body: { data: query.get('following') ? [] : server.posts, total: server.posts.length, limit: 30, skip: 0 },
    }),
    [`GET ${api.userChannels.list.path}`]: () => ({ body: [] }),
    [`GET ${api.userChannels.listAll.path}`]: () => ({ body: [] }),
    [`GET ${api.zones.search.path}`]: () => ({ body: empty }),
    [`GET ${api.system.config.path}`]: () => ({ body: { appUrl: 'http://plaza.test' } }),
  });
}

beforeEach(stubFontFaceSet);
afterEach(() => {
  useAddContent.getState().close();
  vi.unstubAllGlobals();
});

describe('the timeline', () => {
  it('asks the feed for the tab in the address; the tabs change it', async () => {
    const calls = stubHome([aPost({ title: 'Old one' })]);
    open('/?tab=popular');
    expect(await screen.findByText('Old one')).toBeInTheDocument();
    const feedCalls = () => calls.filter((c) => c.path === api.posts.feed.path);
    expect(feedCalls()[0]!.query.get('sort')).toBe('popular');
    fireEvent.click(screen.getByRole('tab', { name: 'Live' }));
    await waitFor(() => expect(location()).toBe('/?tab=live'));
    await waitFor(() => expect(feedCalls().at(-1)!.query.get('streaming')).toBe('true'));
  });

  it('offers Upload in the add-content dialog; Distribute and AI, marked soon, only open the Coming soon screen', async () => {
    const calls = stubHome([]);
    open('/');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add content' }))[0]!);
    // The dialog is fetched when it first opens.
    expect(await screen.findAllByText('Soon')).toHaveLength(2);
    fireEvent.click(await screen.findByRole('button', { name: /^Distribute .* Soon$/ }));
    expect(await screen.findByText('Distribute is coming soon')).toBeInTheDocument();
    expect(screen.getByText(/Send your videos to other platforms\. Plaza is in alpha/)).toBeInTheDocument();
    expect(screen.queryByText('Upload a video', { selector: 'h2' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: /^AI .* Soon$/ }));
    expect(await screen.findByText('AI is coming soon')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Upload Share a video from your device\./ }));
    // The upload dialog's code loads when it is first chosen.
    expect(await screen.findByText('Upload a video', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('switches from Following to All after an upload, where the new post shows', async () => {
    stubHome([aPost({ title: 'Old one' })]);
    open('/?tab=following');
    expect(await screen.findByText('Nothing from the channels you follow yet')).toBeInTheDocument();
    act(() => useAddContent.getState().openUpload());
    await screen.findByText('Upload a video', {}, { timeout: 5000 });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'clip.mp4', { type: 'video/mp4' })] },
    });
    await screen.findByText('clip.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploaded — processing…')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Fresh upload')).toBeInTheDocument();
    expect(screen.getByText('Old one')).toBeInTheDocument();
  });
});
