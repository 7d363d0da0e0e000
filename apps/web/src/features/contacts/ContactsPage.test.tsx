import { buildPath } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePresenceStore } from '../../realtime/presence-store';
import { useSocketStore, type PlazaSocket } from '../../realtime/socket';
import { useSessionStore } from '../../state/session';
import { renderApp } from '../../testing/render-app';
import { wireErrorToasts } from '../settings/testing/render-settings';
import { ContactsPage } from './ContactsPage';
import { aContact, aPerson, me } from './testing/fixtures';
import { failure, fakeServer, ok, paged, type Request } from './testing/fake-server';

const LIST = `GET ${buildPath(api.contacts.list.path, { userName: me.userName })}`;
const SEARCH = `GET ${api.user.search.path}`;
const INVITE = `POST ${api.contacts.invite.path}`;
const removePath = (userId: string) => `DELETE ${buildPath(api.contacts.remove.path, { id: userId })}`;

/** The blocks around the contact list, answered empty. */
const BLOCKS = {
  [`GET ${api.userCommunity.invitations.path}`]: ok(paged([])),
  [`GET ${api.suggestions.zones.path}`]: ok(paged([])),
  [`GET ${api.suggestions.channels.path}`]: ok(paged([])),
  [`GET ${api.suggestions.contacts.path}`]: ok(paged([])),
  [`GET ${api.notifications.list.path}`]: ok({ ...paged([]), unviewedCount: 0, unreadCount: 0 }),
  [`GET ${api.notifications.counts.path}`]: ok({ unviewedCount: 0, unreadCount: 0 }),
};

const listCalls = (requests: Request[]) => requests.filter((r) => `${r.method} ${r.path}` === LIST);
const open = () => renderApp(<ContactsPage />, { path: '/contacts' });
const contactsList = async () => screen.findByRole('list', { name: 'Contacts' });
const rowOf = (name: string) => screen.findByRole('listitem', { name });

let unwire: () => void;
beforeEach(() => {
  unwire = wireErrorToasts();
  useSessionStore.getState().signedIn(me);
  usePresenceStore.getState().reset();
});
afterEach(() => {
  unwire();
  useSocketStore.setState({ socket: null });
  vi.unstubAllGlobals();
});

describe('the contact list', () => {
  it('shows each contact with name, @username and presence; the dot follows the presence store', async () => {
    const grace = aContact(2, { fullName: 'Grace Hopper', userName: 'grace', online: true });
    const alan = aContact(3, { fullName: 'Alan Turing', userName: 'alan', lastOnlineDate: '2020-01-01T10:00:00Z' });
    fakeServer({ ...BLOCKS, [LIST]: ok(paged([grace, alan])) });
    open();
    const graceRow = await rowOf('Grace Hopper');
    expect(within(graceRow).getByText('@grace')).toBeInTheDocument();
    expect(within(graceRow).getByText('Online')).toBeInTheDocument();
    expect(graceRow.querySelector('[data-online-dot]')).not.toBeNull();
    const alanRow = await rowOf('Alan Turing');
    expect(within(alanRow).getByText(/^Last seen .* years ago$/)).toBeInTheDocument();
    expect(alanRow.querySelector('[data-online-dot]')).toBeNull();

    act(() => usePresenceStore.getState().connected(alan.contactUser.id));
    expect(within(alanRow).getByText('Online')).toBeInTheDocument();
    expect(alanRow.querySelector('[data-online-dot]')).not.toBeNull();
    act(() => usePresenceStore.getState().disconnected(grace.contactUser.id, new Date().toISOString()));
    expect(within(graceRow).getByText('Last seen just now')).toBeInTheDocument();
    expect(graceRow.querySelector('[data-online-dot]')).toBeNull();
  });

  it('searches on the server once the typing pauses, with the last term only', async () => {
    const requests = fakeServer({
      ...BLOCKS,
      [LIST]: (r) =>
        ok(paged(r.query.get('searchTerm') ? [aContact(4, { fullName: 'Grace Hopper' })] : [aContact(2)]))(),
    });
    open();
    await contactsList();
    const box = screen.getByRole('searchbox', { name: 'Search contacts' });
    for (const text of ['g', 'gr', 'gra']) fireEvent.change(box, { target: { value: text } });
    expect(await rowOf('Grace Hopper')).toBeInTheDocument();
    const searched = listCalls(requests).filter((r) => r.query.has('searchTerm'));
    expect(searched.map((r) => r.query.get('searchTerm'))).toEqual(['gra']);
    expect(listCalls(requests)).toHaveLength(2);
  });

  it('reloads when the server says the contacts changed', async () => {
    let contacts = [aContact(2, { fullName: 'Grace Hopper' })];
    fakeServer({ ...BLOCKS, [LIST]: () => ok(paged(contacts))() });
    const handlers = new Map<string, () => void>();
    const socket = { on: (event: string, listener: () => void) => handlers.set(event, listener), off: vi.fn() };
    useSocketStore.setState({ socket: socket as unknown as PlazaSocket });
    open();
    expect(await rowOf('Grace Hopper')).toBeInTheDocument();
    contacts = [...contacts, aContact(3, { fullName: 'Alan Turing' })];
    act(() => handlers.get('contacts_changed')?.());
    expect(await rowOf('Alan Turing')).toBeInTheDocument();
  });

  it('loads more with the count loaded as skip', async () => {
    const first = Array.from({ length: 30 }, (_, i) => aContact(10 + i));
    const requests = fakeServer({
      ...BLOCKS,
      [LIST]: (r) =>
        ok(r.query.get('skip') === '30' ? paged([aContact(99, { fullName: 'Last One' })], 31) : paged(first, 31))(),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await rowOf('Last One')).toBeInTheDocument();
    expect(listCalls(requests).map((r) => r.query.get('skip'))).toEqual(['0', '30']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows placeholders while loading, then an error with Try again', async () => {
    let broken = true;
    fakeServer({
      ...BLOCKS,
      [LIST]: () =>
        broken ? failure(500, 'INTERNAL_SERVER_ERROR') : { body: paged([aContact(2, { fullName: 'Grace' })]) },
    });
    open();
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('Could not load this list')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Grace')).toBeInTheDocument();
  });
});

describe('the chosen contact', () => {
  it('shows photo, name, username, e-mail and profile link, and removes them after confirming', async () => {
    const grace = aContact(2, { fullName: 'Grace Hopper', userName: 'grace' });
    let contacts = [grace];
    const requests = fakeServer({
      ...BLOCKS,
      [LIST]: () => ok(paged(contacts))(),
      [removePath(grace.contactUser.id)]: () => {
        contacts = [];
        return { body: { success: true } };
      },
    });
    open();
    fireEvent.click(within(await rowOf('Grace Hopper')).getByRole('button'));
    const panel = screen.getByRole('region', { name: 'Contact Grace Hopper' });
    expect(within(panel).getByText('grace@plaza.test')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe('/user/grace');

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove contact' }));
    expect(await screen.findByText('Are you sure')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove contact' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Grace Hopper was removed from your contacts')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact Grace Hopper' })).not.toBeInTheDocument();
  });
});

describe('no contacts yet', () => {
  it('explains, finds people by name (6) and invites them; invited ones and contacts are marked', async () => {
    const requests = fakeServer({
      ...BLOCKS,
      [LIST]: ok(paged([])),
      [SEARCH]: ok(
        paged([
          aPerson(2, { fullName: 'Grace Hopper' }),
          aPerson(3, { fullName: 'Alan Turing', invited: true }),
          aPerson(4, { fullName: 'Edsger Dijkstra', isInContact: true }),
        ]),
      ),
      [INVITE]: ok({ success: true, invitedAs: 'contact' }),
    });
    open();
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Find people' });
    expect(screen.getByText('Find people').tagName).toBe('LABEL');
    expect(box.getAttribute('placeholder')).toBe('Name or username');
    fireEvent.change(box, { target: { value: 'gr' } });
    const found = await screen.findByRole('list', { name: 'People found' });
    // A long name wraps between words instead of ending in '…' inside one.
    const name = within(found).getByText('Grace Hopper');
    expect(name).not.toHaveAttribute('data-truncate');
    expect(name.style.overflowWrap).toBe('break-word');
    const search = requests.filter((r) => `${r.method} ${r.path}` === SEARCH);
    expect(search.map((r) => [r.query.get('name'), r.query.get('limit')])).toEqual([['gr', '6']]);
    expect(within(found).getByRole('button', { name: 'Invited' })).toHaveProperty('disabled', true);
    expect(within(found).getByRole('button', { name: 'In contacts' })).toHaveProperty('disabled', true);

    fireEvent.click(within(found).getByRole('button', { name: 'Invite Grace Hopper' }));
    expect(await screen.findByText('Invitation sent to Grace Hopper')).toBeInTheDocument();
    expect(within(found).getAllByRole('button', { name: 'Invited' })).toHaveLength(2);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ userId: aPerson(2).id });
  });
});
