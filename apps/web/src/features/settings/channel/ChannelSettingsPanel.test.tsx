import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useZoneStore } from '../../../state/zone';
import { CHANNEL_ID, channelRole, userChannel, ZONE_ID } from '../testing/fixtures';
import { renderSettings, stubApi } from '../testing/render-settings';
import { ChannelSettingsPanel } from './ChannelSettingsPanel';

const OTHER_ID = '00000000-0000-4000-8000-000000000099';
const OTHER_ZONE = '00000000-0000-4000-8000-000000000097';
const owned = userChannel('OWNER');
const followed = userChannel('USER', { id: OTHER_ID, name: 'Tasting' }, '00000000-0000-4000-8000-000000000098');
const show = (state?: unknown) => renderSettings(<ChannelSettingsPanel />, { pathname: '/settings/channel', state });
const heading = (name: string) => screen.findByRole('heading', { name });

afterEach(() => {
  useZoneStore.getState().select(null);
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings › Channel', () => {
  it('points a user without channels to the channels page', async () => {
    stubApi({ 'GET /user-channel/list': [] });
    show();
    expect(await screen.findByText('No channel yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse channels' }).getAttribute('href')).toBe('/channels');
  });

  it('opens on the channel passed in navigation state', async () => {
    stubApi({ 'GET /user-channel/list': [owned, followed] });
    show({ channelId: OTHER_ID });
    expect(await heading('Tasting')).toBeTruthy();
    expect((screen.getByLabelText('Channel name', { exact: false }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Unfollow channel' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("on a zone site offers only that zone's channels, even when another zone's was asked for", async () => {
    const elsewhere = userChannel(
      'USER',
      { id: OTHER_ID, name: 'Tasting', zone: { id: OTHER_ZONE, name: 'Coffee Club', subdomain: 'coffee-club' } },
      '00000000-0000-4000-8000-000000000098',
    );
    useZoneStore.getState().select({ id: ZONE_ID, name: 'Tea House', subdomain: 'tea-house' });
    // The server scopes /user-channel/list to the zone the call names (App-Subdomain); /list/all is every zone's.
    const sent = stubApi({ 'GET /user-channel/list': [owned], 'GET /user-channel/list/all': [elsewhere, owned] });
    show({ channelId: OTHER_ID });
    expect(await heading('Brewing')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Channel', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Brewing' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Tasting' })).toBeNull();
    expect(sent.some((r) => r.path === '/user-channel/list/all')).toBe(false);
  });

  it('gives an owner both photos, Followers and Delete channel', async () => {
    stubApi({ 'GET /user-channel/list': [owned, followed] });
    show();
    expect(await heading('Brewing')).toBeTruthy();
    expect(screen.getByText('Display photo')).toBeTruthy();
    expect(screen.getByText('Background photo')).toBeTruthy();
    expect(screen.queryByLabelText('Zone address', { exact: false })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Followers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete channel' })).toBeTruthy();
  });

  it('unfollows with the membership id after confirmation', async () => {
    const sent = stubApi({
      'GET /user-channel/list': () => ({
        body: sent.some((r) => r.method === 'DELETE') ? [owned] : [owned, followed],
      }),
      [`DELETE /user-channel/remove/${followed.id}`]: { success: true },
    });
    show({ channelId: OTHER_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'Unfollow channel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Channel unfollowed')).toBeTruthy();
    // The channel left the list: the page shows the one that remains.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Brewing' })).toBeTruthy());
  });

  it('adds a custom role to the channel, and removes it after confirmation', async () => {
    const sent = stubApi({
      'GET /user-channel/list': [owned],
      [`GET /channel/role/list/${CHANNEL_ID}`]: ['OWNER', 'MODERATOR', 'USER'].map(channelRole),
      [`POST /channel/role/create/${CHANNEL_ID}`]: channelRole('CURATOR'),
      [`DELETE /channel/role/remove/${CHANNEL_ID}/CURATOR`]: { success: true },
    });
    show();
    fireEvent.click(await screen.findByRole('tab', { name: 'Permissions' }));
    fireEvent.change(await screen.findByLabelText('Role code'), { target: { value: 'curator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findByText('Role CURATOR added')).toBeTruthy();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ roleCode: 'CURATOR' });
    expect((screen.getByLabelText('CURATOR: Edit name, description and photos') as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove role CURATOR' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Role CURATOR removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove role CURATOR' })).toBeNull());
  });

  it("gives a MODERATOR only the boxes of roles below it that it holds, and locks its own and the owner's", async () => {
    stubApi({
      'GET /user-channel/list': [userChannel('MODERATOR')],
      [`GET /channel/role/list/${CHANNEL_ID}`]: ['OWNER', 'MODERATOR', 'USER'].map(channelRole),
    });
    show();
    fireEvent.click(await screen.findByRole('tab', { name: 'Permissions' }));
    const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    await screen.findByLabelText('USER: Delete the channel');
    expect(box('USER: Delete the channel').disabled).toBe(true);
    expect(box('USER: Edit name, description and photos').disabled).toBe(false);
    expect(box('MODERATOR: Invite people').disabled).toBe(true);
    expect(box('OWNER: Invite people').disabled).toBe(true);
  });
});
