import { buildPath, type Invitation, type ProfileRelation } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../state/session';
import { id, me } from '../contacts/testing/fixtures';
import { aProfile } from '../profile/testing/profile-fixture';
import { failure, fakeServer, ok, paged } from '../contacts/testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { wireErrorToasts } from '../settings/testing/render-settings';
import { InvitePage } from './InvitePage';

const PROFILE = `GET ${buildPath(api.profile.byUserName.path, { userName: 'grace' })}`;
const INVITE = `POST ${api.contacts.invite.path}`;
const grace = { id: id(2), fullName: 'Grace Hopper', userName: 'grace', displayPhoto: null };

function relation(extra: Partial<ProfileRelation> = {}): ProfileRelation {
  return {
    self: false,
    isInContact: false,
    invited: false,
    invitationReceivedId: null,
    blocked: false,
    email: null,
    online: null,
    lastOnlineDate: null,
    contactsCount: 0,
    mutualContactsCount: 0,
    ...extra,
  };
}

const open = (search = '') => renderApp(<InvitePage />, { path: `/invite${search}`, pattern: '/invite' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

let unwire: () => void;
beforeEach(() => {
  unwire = wireErrorToasts();
  useSessionStore.getState().signedOut(false);
});
afterEach(() => {
  unwire();
  vi.unstubAllGlobals();
});

describe('/invite, signed out', () => {
  it('asks a visitor without a link to sign in to invite people', async () => {
    const requests = fakeServer({});
    open();
    expect(await heading('Invite people')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/join?next=%2Finvite');
    expect(screen.queryByRole('textbox', { name: 'Invite by e-mail' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the name from someone’s link and leads to sign-up or sign-in, coming back to the link', async () => {
    const requests = fakeServer({});
    open('?from=grace');
    expect(await heading('You are invited')).toBeInTheDocument();
    expect(screen.getByText('@grace')).toBeInTheDocument();
    const next = `?next=${encodeURIComponent('/invite?from=grace')}`;
    expect(screen.getByRole('link', { name: 'Join Plaza' }).getAttribute('href')).toBe(`/register${next}`);
    expect(screen.getByRole('link', { name: 'I have an account' }).getAttribute('href')).toBe(`/join${next}`);
    expect(requests).toEqual([]);
  });
});

describe('/invite, signed in', () => {
  beforeEach(() => useSessionStore.getState().signedIn(me));

  it('shows someone’s card and adds them to contacts, then says Invited', async () => {
    const requests = fakeServer({
      [PROFILE]: ok(aProfile(grace, relation())),
      [INVITE]: ok({ success: true, invitedAs: 'contact' }),
    });
    open('?from=grace');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to contacts' }));
    expect(await screen.findByRole('button', { name: 'Invited' })).toHaveProperty('disabled', true);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ userId: grace.id });
  });

  it('says In contacts for a contact already', async () => {
    fakeServer({ [PROFILE]: ok(aProfile(grace, relation({ isInContact: true }))) });
    open('?from=grace');
    expect(await screen.findByRole('button', { name: 'In contacts' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Add to contacts' })).not.toBeInTheDocument();
  });

  const answered = (invitationId: string, response: 'ACCEPTED' | 'REJECTED') =>
    fakeServer({
      [PROFILE]: ok(aProfile(grace, relation({ invitationReceivedId: invitationId }))),
      [`POST ${api.contacts.respond.path}`]: ok({
        id: invitationId,
        type: 'CONTACT',
        createdBy: grace,
        zone: null,
        channel: null,
        response,
        createdOn: '2026-03-01T10:00:00.000Z',
      }),
    });

  it('accepts their pending invitation in one click instead of sending one back', async () => {
    const invitationId = id(77);
    const requests = answered(invitationId, 'ACCEPTED');
    open('?from=grace');
    expect(await screen.findByText('Grace Hopper invited you to be contacts.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Grace Hopper is now in your contacts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In contacts' })).toHaveProperty('disabled', true);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { contactInvitationId: invitationId, status: 'ACCEPTED' },
    ]);
  });

  it('declines their pending invitation', async () => {
    const invitationId = id(78);
    const requests = answered(invitationId, 'REJECTED');
    open('?from=grace');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('button', { name: 'Declined' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'In contacts' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { contactInvitationId: invitationId, status: 'REJECTED' },
    ]);
  });

  it('says when the link names no one', async () => {
    fakeServer({ [PROFILE]: () => failure(404, 'USER_NOT_FOUND') });
    open('?from=grace');
    expect(await screen.findByText('No one by that name')).toBeInTheDocument();
  });

  it('treats one’s own link as the invite-people page, with the link and the e-mail box', async () => {
    const requests = fakeServer({});
    open('?from=ADA');
    expect(await heading('Invite people')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/invite?from=ada`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invite by e-mail' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('/invite?invitation=… (the link of a zone or channel invitation mail)', () => {
  const invitation: Invitation = {
    id: id(90),
    type: 'ZONE',
    createdBy: grace,
    zone: { id: id(91), name: 'Tea House', subdomain: 'tea-house' },
    channel: null,
    response: null,
    createdOn: '2026-03-01T10:00:00.000Z',
  };
  const INVITATIONS = `GET ${api.userCommunity.invitations.path}`;
  const RESPOND = `POST ${api.zones.respondToInvitation.path}`;
  const back = `?next=${encodeURIComponent(`/invite?invitation=${invitation.id}`)}`;

  it('signed out, leads to sign-up or sign-in and back to the invitation, asking nothing', async () => {
    const requests = fakeServer({});
    open(`?invitation=${invitation.id}`);
    expect(await heading('You are invited')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Plaza' }).getAttribute('href')).toBe(`/register${back}`);
    expect(screen.getByRole('link', { name: 'I have an account' }).getAttribute('href')).toBe(`/join${back}`);
    expect(requests).toEqual([]);
  });

  it('signed in, shows the invitation and accepts it in one click', async () => {
    useSessionStore.getState().signedIn(me);
    // As the server keeps it: an accepted invitation stays listed with its response.
    let stored: Invitation = invitation;
    const requests = fakeServer({
      [INVITATIONS]: () => ok(paged([stored]))(),
      [RESPOND]: () => {
        stored = { ...invitation, response: 'ACCEPTED' };
        return { body: stored };
      },
    });
    open(`?invitation=${invitation.id}`);
    const row = await screen.findByRole('listitem', { name: 'Invitation from Grace Hopper' });
    expect(row).toHaveTextContent('Tea House');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('button', { name: 'Accepted' })).toHaveProperty('disabled', true);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { invitationId: invitation.id, status: 'ACCEPTED' },
    ]);
  });

  it('signed in, says so when the invitation is not waiting for this account', async () => {
    useSessionStore.getState().signedIn(me);
    fakeServer({ [INVITATIONS]: ok(paged([])) });
    open(`?invitation=${invitation.id}`);
    expect(await screen.findByText('This invitation is not waiting for you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your invitations' }).getAttribute('href')).toBe('/contacts');
  });
});
