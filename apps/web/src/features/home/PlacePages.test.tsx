import { buildPath, type Channel, type UserChannel, type UserZone } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useZoneStore } from '../../state/zone';
import { failure, stubApi, type FakeAnswer } from '../../testing/fake-api';
import { stubFontFaceSet } from '../../testing/stub-fonts';
import { renderApp } from '../../testing/render-app';
import { channel, CHANNEL_ID, userChannel, userZone, zone, ZONE_ID } from '../settings/testing/fixtures';
import { HomePage } from './HomePage';

const empty = { data: [], total: 0, limit: 30, skip: 0 };
const brewing = channel({
  description: 'Slow pours and long steeps.',
  backgroundPhoto: 'bg.webp',
  followersCount: 3,
  joined: true,
});

function stubPlaces(options: {
  channel?: Channel;
  mine?: UserChannel[];
  zones?: UserZone[];
  extra?: Record<string, FakeAnswer>;
}) {
  const mine = options.mine ?? [];
  return stubApi({
    [`GET ${api.posts.feed.path}`]: () => ({ body: empty }),
    [`GET ${api.userChannels.list.path}`]: () => ({ body: mine }),
    [`GET ${api.userChannels.listAll.path}`]: () => ({ body: mine }),
    [`GET ${api.userZones.list.path}`]: () => ({ body: options.zones ?? [] }),
    [`GET ${api.zones.search.path}`]: () => ({ body: { ...empty, limit: 6 } }),
    [`GET ${api.system.config.path}`]: () => ({ body: { appUrl: 'http://plaza.test' } }),
    [`GET ${buildPath(api.channels.detail.path, { id: CHANNEL_ID })}`]: () => ({ body: options.channel ?? brewing }),
    [`GET ${buildPath(api.zones.detail.path, { id: ZONE_ID })}`]: () => ({
      body: zone({ membersCount: 2, channelCount: 1 }),
    }),
    ...options.extra,
  });
}

const open = (path: string) => renderApp(<HomePage />, { path, pattern: '/' });
const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' }));

beforeEach(stubFontFaceSet);
afterEach(() => {
  // Unmounted before the fake server goes, so no query reaches the network.
  cleanup();
  useZoneStore.getState().select(null);
  vi.unstubAllGlobals();
});

describe("a channel's timeline", () => {
  it('shows its background photo, photo, description, followers and the way Home › Zone › Channel', async () => {
    stubPlaces({ mine: [userChannel('USER', brewing)] });
    open(`/?channel=${CHANNEL_ID}`);
    const banner = await screen.findByRole('img', { name: 'Background photo of Brewing' });
    expect(banner.style.backgroundImage).toContain('/v1/channel/display-photo/bg.webp');
    expect(screen.getByRole('heading', { level: 1, name: 'Brewing' })).toBeInTheDocument();
    expect(screen.getByText('Slow pours and long steeps.')).toBeInTheDocument();
    expect(screen.getByText('3 followers')).toBeInTheDocument();
    expect(breadcrumb().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb().getByRole('link', { name: 'Tea House' })).toHaveAttribute(
      'href',
      `http://tea-house.plaza.test${window.location.port ? `:${window.location.port}` : ''}/`,
    );
    expect(breadcrumb().getByText('Brewing')).toHaveAttribute('aria-current', 'page');
  });

  it('unfollows through the Following menu after the confirm dialog, and offers Follow again', async () => {
    const calls = stubPlaces({
      mine: [userChannel('USER', brewing)],
      extra: {
        [`DELETE ${buildPath(api.userChannels.unfollow.path, { id: CHANNEL_ID })}`]: () => ({
          body: { success: true },
        }),
      },
    });
    open(`/?channel=${CHANNEL_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Following: Brewing' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unfollow channel' }));
    expect(await screen.findByText(/You stop following Brewing/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Follow Brewing' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("tells its owner why they cannot unfollow, and leads to the channel's settings", async () => {
    const calls = stubPlaces({ mine: [userChannel('OWNER', brewing)] });
    open(`/?channel=${CHANNEL_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Following: Brewing' }));
    // Wait for the user's channels (which tell the role) to be known.
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('You own this channel'));
    expect(screen.getByRole('menuitem', { name: 'Unfollow channel' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings/channel');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it("explains the server's refusal of a last owner rather than its bare code text", async () => {
    stubPlaces({
      mine: [userChannel('MODERATOR', brewing)],
      extra: {
        [`DELETE ${buildPath(api.userChannels.unfollow.path, { id: CHANNEL_ID })}`]: () =>
          failure(400, 'OWNER_NOT_EXIST'),
      },
    });
    open(`/?channel=${CHANNEL_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Following: Brewing' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unfollow channel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/a channel keeps at least one owner/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following: Brewing' })).toBeInTheDocument();
  });
});

describe("a zone's timeline (Home with the zone selected)", () => {
  it('shows its banner, description and counts, and leaves through the Joined menu after confirming', async () => {
    useZoneStore.getState().select({ id: ZONE_ID, name: 'Tea House', subdomain: 'tea-house' });
    const calls = stubPlaces({
      zones: [userZone('USER')],
      extra: {
        [`DELETE ${buildPath(api.userZones.leave.path, { id: ZONE_ID })}`]: () => ({ body: { success: true } }),
      },
    });
    open('/');
    expect(await screen.findByRole('img', { name: 'Banner of Tea House' })).toBeInTheDocument();
    expect(screen.getByText('Green and black')).toBeInTheDocument();
    expect(screen.getByText('2 members · 1 channel')).toBeInTheDocument();
    expect(breadcrumb().getByText('Tea House')).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Joined: Tea House' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Leave zone' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Zone left')).toBeInTheDocument();
    // Spec 02 §4: the user returns home, where they act as themself.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('tells the owner of one of its channels why they cannot leave', async () => {
    useZoneStore.getState().select({ id: ZONE_ID, name: 'Tea House', subdomain: 'tea-house' });
    // The server works out `canLeave`: here, the last owner of one of the zone's channels may not.
    stubPlaces({ zones: [{ ...userZone('USER'), canLeave: false }], mine: [userChannel('OWNER')] });
    open('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Joined: Tea House' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Leave zone' })).toBeDisabled());
    expect(screen.getByRole('note')).toHaveTextContent('You own this zone or one of its channels');
  });
});

describe('Home while the user acts as themself', () => {
  it('says All is every video they may watch, not only what they follow', async () => {
    stubPlaces({});
    open('/');
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
    expect(screen.getByText(/Videos and live streams shared across Plaza/)).toBeInTheDocument();
    expect(screen.queryByText(/from the channels and zones you follow/)).not.toBeInTheDocument();
  });
});
