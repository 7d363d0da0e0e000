import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_TEXT } from '../../components/leave-text';
import { renderApp } from '../../testing/render-app';
import { FollowChannelButton } from '../channels';
import { CHANNEL_ID, userChannel, userZone, ZONE_ID } from '../settings/testing/fixtures';
import { stubApi } from '../settings/testing/render-settings';
import { JoinZoneButton } from './JoinZoneButton';

afterEach(() => vi.unstubAllGlobals());

async function openMenu(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

/** The menu item, once the membership list (which says whether leaving works) has arrived. */
async function leaveItem(rendered: ReturnType<typeof renderApp>, path: string, name: string, text: string) {
  await vi.waitFor(() => {
    const queries = rendered.client.getQueryCache().getAll();
    expect(queries.map((q) => `${String(q.queryKey[1])} ${q.state.status}`)).toContain(`${path} success`);
  });
  await openMenu(name);
  return screen.findByRole('menuitem', { name: text });
}

describe('the Joined menu of a zone', () => {
  it('lets an owner leave when another owner remains (the server allows it)', async () => {
    stubApi({ 'GET /user-zone/list': [{ ...userZone('OWNER'), canLeave: true }] });
    const rendered = renderApp(<JoinZoneButton zoneId={ZONE_ID} zoneName="Tea House" joined />);
    const item = await leaveItem(rendered, '/user-zone/list', 'Joined: Tea House', LEAVE_TEXT.zone.action);
    expect(item).not.toHaveAttribute('data-disabled');
    expect(screen.queryByText(LEAVE_TEXT.zone.ownerCannot)).not.toBeInTheDocument();
  });

  it('disables Leave with the reason for the last owner', async () => {
    stubApi({ 'GET /user-zone/list': [{ ...userZone('OWNER'), canLeave: false }] });
    renderApp(<JoinZoneButton zoneId={ZONE_ID} zoneName="Tea House" joined />);
    await openMenu('Joined: Tea House');
    expect(await screen.findByText(LEAVE_TEXT.zone.ownerCannot)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: LEAVE_TEXT.zone.action })).toHaveAttribute('data-disabled');
  });
});

describe('the Following menu of a channel', () => {
  it('lets an owner unfollow when another owner remains', async () => {
    stubApi({ 'GET /user-channel/list/all': [{ ...userChannel('OWNER'), canLeave: true }] });
    const rendered = renderApp(<FollowChannelButton channelId={CHANNEL_ID} channelName="Brewing" following />);
    const item = await leaveItem(rendered, '/user-channel/list/all', 'Following: Brewing', LEAVE_TEXT.channel.action);
    expect(item).not.toHaveAttribute('data-disabled');
    expect(screen.queryByText(LEAVE_TEXT.channel.ownerCannot)).not.toBeInTheDocument();
  });

  it('disables Unfollow with the reason for the last owner', async () => {
    stubApi({ 'GET /user-channel/list/all': [userChannel('OWNER')] });
    renderApp(<FollowChannelButton channelId={CHANNEL_ID} channelName="Brewing" following />);
    await openMenu('Following: Brewing');
    expect(await screen.findByText(LEAVE_TEXT.channel.ownerCannot)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: LEAVE_TEXT.channel.action })).toHaveAttribute('data-disabled');
  });
});
