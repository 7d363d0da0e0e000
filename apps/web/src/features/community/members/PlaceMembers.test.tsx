import { buildPath, type MemberRow } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePresenceStore } from '../../../realtime/presence-store';
import { useZoneStore } from '../../../state/zone';
import { failure, stubApi, type FakeCall } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { CHANNEL_ID, memberRow, ZONE_ID } from '../../settings/testing/fixtures';
import { PlaceMembers } from './PlaceMembers';
import { useMembersPlace } from './use-place-members';

/** The member list as the right panel shows it on the timeline. */
function RightPanelMembers() {
  const place = useMembersPlace(true);
  return place ? <PlaceMembers place={place} /> : <div data-testid="no-members" />;
}

const zoneMembers = buildPath(api.zones.members.path, { id: ZONE_ID });
const channelFollowers = buildPath(api.channels.members.path, { id: CHANNEL_ID });
const rows = (count: number): MemberRow[] =>
  Array.from({ length: count }, (_, n) => memberRow(n, `Member ${n}`, n === 0 ? 'OWNER' : 'USER'));
const paged = (data: MemberRow[], call: FakeCall) => ({
  body: { data: data.slice(0, Number(call.query.get('limit'))), total: data.length, limit: 5, skip: 0 },
});

afterEach(() => {
  cleanup();
  useZoneStore.getState().select(null);
  usePresenceStore.getState().reset();
  vi.unstubAllGlobals();
});

describe('the member list of the right panel', () => {
  it("lists the selected zone's members with their role, a contact online marked, and See more", async () => {
    useZoneStore.getState().select({ id: ZONE_ID, name: 'Tea House', subdomain: 'tea-house' });
    const calls = stubApi({ [`GET ${zoneMembers}`]: (call) => paged(rows(7), call) });
    renderApp(<RightPanelMembers />, { path: '/', pattern: '*' });
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(await screen.findByText('Member 0')).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.queryByText('Member 5')).not.toBeInTheDocument();
    act(() => usePresenceStore.getState().connected(rows(7)[1]!.user.id));
    expect(await screen.findByText('Member · Your contact, online')).toBeInTheDocument();
    // Presence is known for contacts only: nobody else is called online or offline.
    expect(screen.getAllByText(/online/i)).toHaveLength(1);
    expect(screen.queryByText(/offline/i)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(await screen.findByText('Member 6')).toBeInTheDocument();
    expect(calls.map((c) => c.query.get('limit'))).toEqual(['5', '30']);
  });

  it("lists the followers of the timeline's channel, or says nobody follows it", async () => {
    stubApi({ [`GET ${channelFollowers}`]: (call) => paged([], call) });
    renderApp(<RightPanelMembers />, { path: `/?channel=${CHANNEL_ID}`, pattern: '*' });
    expect(await screen.findByRole('heading', { name: 'Followers' })).toBeInTheDocument();
    expect(await screen.findByText('Nobody follows this channel yet.')).toBeInTheDocument();
  });

  it('says why the list could not be loaded, and tries again', async () => {
    useZoneStore.getState().select({ id: ZONE_ID, name: 'Tea House', subdomain: 'tea-house' });
    let fail = true;
    stubApi({ [`GET ${zoneMembers}`]: (call) => (fail ? failure(404, 'ZONE_NOT_FOUND') : paged(rows(1), call)) });
    renderApp(<RightPanelMembers />, { path: '/', pattern: '*' });
    expect(await screen.findByText('Could not load this list')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Member 0')).toBeInTheDocument());
  });

  it('shows no member list while the user acts as themself', async () => {
    const calls = stubApi({});
    renderApp(<RightPanelMembers />, { path: '/', pattern: '*' });
    expect(await screen.findByTestId('no-members')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
