import { buildPath, type UserChannel } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { ChannelStrip } from './ChannelStrip';
import { stubServer } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

const zone = { id: '00000000-0000-4000-8000-0000000000f1', name: 'Acme', subdomain: 'acme' };
function membership(n: number, name: string, counts: { live?: number; unseen?: number } = {}): UserChannel {
  const id = `00000000-0000-4000-8000-0000000000c${n}`;
  return {
    id: `00000000-0000-4000-8000-0000000000d${n}`,
    channel: {
      id,
      name,
      description: '',
      public: true,
      zoneId: zone.id,
      displayPhoto: null,
      backgroundPhoto: null,
      zone_subdomain: zone.subdomain,
      zone,
      followersCount: 1,
      joined: true,
      createdOn: '2026-01-01T00:00:00.000Z',
    },
    channelRole: { id, roleCode: 'USER', canInvite: true, canDelete: false, canEdit: false, canManageRole: false },
    canLeave: true,
    livePostCount: counts.live ?? 0,
    unseenPostCount: counts.unseen ?? 0,
    createdOn: '2026-01-01T00:00:00.000Z',
  };
}

function Strip() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <ChannelStrip selectedId={selected} onSelect={setSelected} />
      <p data-testid="selected">{selected ?? 'none'}</p>
    </>
  );
}

const LIST = `GET ${api.userChannels.list.path}`;

describe('the channel strip', () => {
  it('shows each channel with its unseen badge (9+ above 9) and a live mark', async () => {
    stubServer({
      [LIST]: () => ({
        body: [membership(1, 'News', { unseen: 12 }), membership(2, 'Music', { unseen: 3, live: 1 })],
      }),
    });
    renderApp(<Strip />, { path: '/' });
    expect(await screen.findByRole('button', { name: 'News (12 new)' })).toBeInTheDocument();
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Music (live now, 3 new)' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('selects a channel and marks it seen, then refreshes; a second click or All channels clears it', async () => {
    let unseen = 4;
    const news = membership(1, 'News');
    const calls = stubServer({
      [LIST]: () => ({ body: [{ ...news, unseenPostCount: unseen }] }),
      [`POST ${buildPath(api.userChannels.markSeen.path, { id: news.channel.id })}`]: () => {
        unseen = 0;
        return { body: { success: true } };
      },
    });
    renderApp(<Strip />, { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'News (4 new)' }));
    expect(screen.getByTestId('selected').textContent).toBe(news.channel.id);
    expect(await screen.findByRole('button', { name: 'News' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2);
    fireEvent.click(screen.getByRole('button', { name: 'News' }));
    expect(screen.getByTestId('selected').textContent).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'News' }));
    fireEvent.click(screen.getByRole('button', { name: 'All channels' }));
    expect(screen.getByTestId('selected').textContent).toBe('none');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  });

  it('points to channels to follow when the user follows none', async () => {
    stubServer({ [LIST]: () => ({ body: [] }) });
    renderApp(<Strip />, { path: '/' });
    expect(await screen.findByRole('link', { name: 'Find channels to follow' })).toBeInTheDocument();
  });
});
