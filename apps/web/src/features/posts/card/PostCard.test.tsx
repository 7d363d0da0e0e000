import { MEDIA, postMediaUrl } from '@plaza/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPost } from '../../../testing/post-fixture';
import { renderApp } from '../../../testing/render-app';
import { PostCard } from './PostCard';
import { PostGridPlaceholders } from './PostGrid';

const media = aPost().media;
const show = (post: ReturnType<typeof aPost>) => renderApp(<PostCard post={post} />, { path: '/' });

describe('a post card', () => {
  it('shows the thumbnail with its duration, the title linking to the video, views and age', async () => {
    const post = aPost({ title: 'Tea ceremony', media: { ...media, durationSeconds: 3725 } });
    post.postReaction.viewsCount = 1234;
    const { container } = show(post);
    const link = screen.getByRole('link', { name: 'Tea ceremony' });
    expect(link.getAttribute('href')).toBe(`/video/${post.id}`);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(postMediaUrl(post, MEDIA.thumbnailName));
    expect(screen.getByText('1:02:05')).toBeInTheDocument();
    expect(screen.getByText(/1\.2K views ·/)).toBeInTheDocument();
    fireEvent.click(link);
    expect((await screen.findByTestId('location')).textContent).toBe(`/video/${post.id}`);
  });

  it('links the channel to the timeline filtered to it', () => {
    const zone = { id: '00000000-0000-4000-8000-0000000000f1', name: 'Acme', subdomain: 'acme' };
    const channel = { id: '00000000-0000-4000-8000-0000000000c1', name: 'News', zoneId: zone.id, zone };
    show(aPost({ channel }));
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe(`/?channel=${channel.id}`);
    expect(screen.getByText(/in Acme/)).toBeInTheDocument();
  });

  it('shows a processing state while the media pipeline works', () => {
    show(aPost({ media: { ...media, status: 'processing', thumbnail: null, durationSeconds: 3 } }));
    expect(screen.getByRole('status')).toHaveTextContent('Processing…');
    expect(screen.getByText('0:03')).toBeInTheDocument();
  });

  it('tells the author why processing failed', () => {
    show(aPost({ media: { ...media, status: 'failed', thumbnail: null, failureReason: 'The video has no frames.' } }));
    expect(screen.getByText('Processing failed')).toBeInTheDocument();
    expect(screen.getByText('The video has no frames.')).toBeInTheDocument();
    expect(screen.queryByText('1:05')).not.toBeInTheDocument();
  });

  it('marks a private post as seen only by its author', () => {
    show(aPost({ public: false }));
    expect(screen.getByRole('img', { name: 'Private: only you can see this' })).toBeInTheDocument();
  });

  it('marks a public post with no such icon', () => {
    show(aPost());
    expect(screen.queryByRole('img', { name: /Private/ })).not.toBeInTheDocument();
  });

  it('shows a live post with the LIVE indicator and who is watching, without a duration', () => {
    const post = aPost({ streaming: true, liveStream: true });
    post.postReaction.liveStreamViewersCount = 7;
    const { container } = show(post);
    const article = within(container.querySelector('article')!);
    expect(article.getByText('LIVE')).toBeInTheDocument();
    expect(article.getByText(/7 watching/)).toBeInTheDocument();
    expect(article.queryByText('1:05')).not.toBeInTheDocument();
  });
});

describe('the grid placeholders', () => {
  it('show 30 grey cards on the first load', () => {
    renderApp(<PostGridPlaceholders />, { path: '/' });
    const placeholders = screen.getByRole('status', { name: 'Loading videos' });
    expect(placeholders.children).toHaveLength(30);
  });
});
