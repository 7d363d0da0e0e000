import { buildPath, errorText, type ProfileRelation } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../state/session';
import { aPost } from '../../testing/post-fixture';
import { renderApp } from '../../testing/render-app';
import { channel, zone } from '../settings/testing/fixtures';
import { me, stubApi, wireErrorToasts, type Sent } from '../settings/testing/render-settings';
import { ProfilePage } from './ProfilePage';
import { ALAN, INVITATION_ID, aContact, aProfile, aRelation } from './testing/profile-fixture';

const PROFILE = `GET ${buildPath(api.profile.byUserName.path, { userName: 'alan' })}`;
const failure = (status: number, code: string) => ({ status, body: { statusCode: status, message: code, error: 'x' } });
const paged = <T,>(data: T[]) => ({ data, total: data.length, limit: 30, skip: 0 });

/** The profile of @alan with `relation`, changed by what the actions send; the sections answer empty. */
function stubProfile(start: Partial<ProfileRelation>, routes: Record<string, unknown> = {}) {
  let relation = aRelation(start);
  const change = (patch: Partial<ProfileRelation>) => () => {
    relation = { ...relation, ...patch };
    return { body: { success: true } };
  };
  const sent = stubApi({
    [PROFILE]: () => ({ body: aProfile(ALAN, relation) }),
    [`GET ${buildPath(api.posts.featured.path, { userId: ALAN.id })}`]: null,
    [`GET ${api.posts.feed.path}`]: paged([]),
    [`GET ${buildPath(api.contacts.list.path, { userName: 'alan' })}`]: paged([]),
    [`GET ${buildPath(api.userCommunity.channels.path, { id: ALAN.id })}`]: { data: [] },
    [`GET ${buildPath(api.userCommunity.zones.path, { id: ALAN.id })}`]: { data: [] },
    [`POST ${api.contacts.invite.path}`]: () => (
      change({ invited: true })(),
      { body: { success: true, invitedAs: 'contact' } }
    ),
    [`POST ${api.contacts.respond.path}`]: ({ body }: Sent) => {
      change({ isInContact: true, invitationReceivedId: null })();
      return {
        body: {
          id: INVITATION_ID,
          type: 'CONTACT',
          createdBy: ALAN,
          zone: null,
          channel: null,
          response: (body as { status: string }).status,
          createdOn: '2026-03-01T10:00:00.000Z',
        },
      };
    },
    [`DELETE ${buildPath(api.contacts.remove.path, { id: ALAN.id })}`]: change({ isInContact: false, email: null }),
    [`POST ${buildPath(api.contacts.block.path, { id: ALAN.id })}`]: change({ blocked: true }),
    [`DELETE ${buildPath(api.contacts.unblock.path, { id: ALAN.id })}`]: change({ blocked: false }),
    ...routes,
  });
  return sent;
}

const open = (userName = 'alan') =>
  renderApp(<ProfilePage />, { path: `/user/${userName}`, pattern: '/user/:userName' });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Alan Turing' });
const confirm = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Are you sure' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
};

let unwire: () => void;
beforeEach(() => {
  unwire = wireErrorToasts();
  useSessionStore.getState().signedIn(me);
});
afterEach(() => {
  unwire();
  vi.unstubAllGlobals();
});

describe('a profile’s actions', () => {
  it('lets a stranger be invited, then shows a disabled Invited', async () => {
    const sent = stubProfile({});
    open();
    await heading();
    expect(screen.getByText('4 contacts · 1 in common')).toBeInTheDocument();
    expect(screen.queryByText(/@plaza\.test/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const invited = await screen.findByRole('button', { name: 'Invited' });
    expect(invited.hasAttribute('disabled')).toBe(true);
    expect(sent.find((r) => r.path === api.contacts.invite.path)?.body).toEqual({ userId: ALAN.id });
    expect(screen.getByText('Invitation sent to Alan Turing')).toBeInTheDocument();
  });

  it('shows the error policy’s text when the invitation is refused', async () => {
    stubProfile({}, { [`POST ${api.contacts.invite.path}`]: () => failure(403, 'USER_BLOCKED_YOU') });
    open();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(errorText('USER_BLOCKED_YOU'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
  });

  it('shows a contact’s e-mail and presence, and removes them after the confirm dialog', async () => {
    const sent = stubProfile({ isInContact: true, email: 'alan@plaza.test', online: true });
    open();
    await heading();
    expect(screen.getByText('alan@plaza.test')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove contact' }));
    await confirm();
    expect(await screen.findByRole('button', { name: 'Invite' })).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'DELETE' && r.path.startsWith('/user/contact/remove/'))).toBe(true);
    expect(screen.queryByText('alan@plaza.test')).not.toBeInTheDocument();
  });

  it('shows when an offline contact was last seen', async () => {
    const lastOnlineDate = new Date(Date.now() - 5 * 60_000).toISOString();
    stubProfile({ isInContact: true, email: 'alan@plaza.test', online: false, lastOnlineDate });
    open();
    expect(await screen.findByText('Last seen 5 minutes ago')).toBeInTheDocument();
  });

  it('accepts an invitation they sent', async () => {
    const sent = stubProfile({ invitationReceivedId: INVITATION_ID });
    open();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('button', { name: 'Remove contact' })).toBeInTheDocument();
    expect(sent.find((r) => r.path === api.contacts.respond.path)?.body).toEqual({
      contactInvitationId: INVITATION_ID,
      status: 'ACCEPTED',
    });
  });

  it('unblocks a blocked user after the confirm dialog', async () => {
    stubProfile({ blocked: true });
    open();
    await heading();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await confirm();
    expect(await screen.findByRole('button', { name: 'Invite' })).toBeInTheDocument();
    expect(screen.getByText('Alan Turing is unblocked')).toBeInTheDocument();
  });

  it('blocks from the ⋯ menu after the confirm dialog', async () => {
    const sent = stubProfile({});
    open();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    await confirm();
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'POST' && r.path.startsWith('/user/block/create/'))).toBe(true);
  });

  it('gives oneself Edit profile and no Invite', async () => {
    stubProfile({ self: true, email: 'alan@plaza.test', contactsCount: 2 });
    open();
    await heading();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/settings/personal-settings');
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(screen.getByText('alan@plaza.test')).toBeInTheDocument();
    expect(screen.getByText('2 contacts')).toBeInTheDocument();
  });
});

describe('a profile’s sections and states', () => {
  it('shows the pinned video, their videos, contacts in common and only public channels and zones', async () => {
    const pinned = aPost({ title: 'Pinned brew' });
    stubProfile(
      {},
      {
        [`GET ${buildPath(api.posts.featured.path, { userId: ALAN.id })}`]: pinned,
        [`GET ${api.posts.feed.path}`]: paged([aPost({ title: 'Oolong' })]),
        [`GET ${buildPath(api.contacts.list.path, { userName: 'alan' })}`]: paged([
          aContact(1, 'Grace Hopper', 'grace'),
        ]),
        [`GET ${buildPath(api.userCommunity.channels.path, { id: ALAN.id })}`]: {
          data: [channel({ name: 'Brewing' }), channel({ id: ALAN.id, name: 'Secret', public: false })],
        },
        [`GET ${buildPath(api.userCommunity.zones.path, { id: ALAN.id })}`]: { data: [zone({ name: 'Tea House' })] },
      },
    );
    open();
    const section = (name: string) => screen.findByRole('region', { name });
    expect(
      await within(await section('Pinned video')).findByRole('article', { name: 'Pinned brew' }),
    ).toBeInTheDocument();
    expect(await within(await section('Videos')).findByRole('article', { name: 'Oolong' })).toBeInTheDocument();
    const contacts = await section('Contacts in common');
    expect((await within(contacts).findByRole('link', { name: 'Grace Hopper' })).getAttribute('href')).toBe(
      '/user/grace',
    );
    const channels = await section('Public channels');
    expect(await within(channels).findByText('Brewing')).toBeInTheDocument();
    expect(within(channels).queryByText('Secret')).not.toBeInTheDocument();
    expect(await within(await section('Public zones')).findByText('Tea House')).toBeInTheDocument();
  });

  it('says so when the sections are empty', async () => {
    stubProfile({});
    open();
    expect(await screen.findByText('No pinned video.')).toBeInTheDocument();
    expect(await screen.findByText('No videos yet.')).toBeInTheDocument();
    expect(await screen.findByText('You have no contacts in common.')).toBeInTheDocument();
    expect(await screen.findByText('No public channels.')).toBeInTheDocument();
    expect(await screen.findByText('No public zones.')).toBeInTheDocument();
  });

  it('shows an error with Try again when a section cannot load', async () => {
    let broken = true;
    stubProfile(
      {},
      {
        [`GET ${buildPath(api.userCommunity.zones.path, { id: ALAN.id })}`]: () =>
          broken ? failure(500, 'INTERNAL_SERVER_ERROR') : { body: { data: [] } },
      },
    );
    open();
    const zones = await screen.findByRole('region', { name: 'Public zones' });
    const retry = await within(zones).findByRole('button', { name: 'Try again' });
    broken = false;
    fireEvent.click(retry);
    expect(await within(zones).findByText('No public zones.')).toBeInTheDocument();
  });

  it('shows not found, with the way home, for an unknown user', async () => {
    stubApi({
      [`GET ${buildPath(api.profile.byUserName.path, { userName: 'nobody' })}`]: () => failure(404, 'USER_NOT_FOUND'),
    });
    open('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(screen.queryByText(errorText('USER_NOT_FOUND'))).not.toBeInTheDocument());
  });
});
