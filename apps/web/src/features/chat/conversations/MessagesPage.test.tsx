import { buildPath } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { TIMING } from '../../../lib/presentation';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePresenceStore } from '../../../realtime/presence-store';
import { useSocketStore, type PlazaSocket } from '../../../realtime/socket';
import { useSessionStore } from '../../../state/session';
import { failure, stubApi, type FakeAnswer, type FakeCall } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { MessagesPage } from '../MessagesPage';
import { aProfile } from '../../profile/testing/profile-fixture';
import { aConversation, aRelation, id, me, page } from './testing/conversation-fixture';

const LIST = `GET ${api.chat.conversations.path}`;
const profileOf = (userName: string) => `GET ${buildPath(api.profile.byUserName.path, { userName })}`;
const ok = (body: unknown) => () => ({ body });

/** What an open conversation's pane may ask for, answered empty. */
function paneCalls(userIds: string[]): Record<string, FakeAnswer> {
  return Object.fromEntries(
    userIds.flatMap((userId) => [
      [
        `GET ${buildPath(api.chat.messages.path, { medium: 'direct', id: userId })}`,
        ok({ data: [], limit: 50, hasMore: false }),
      ],
      [`POST ${buildPath(api.chat.markRead.path, { userId })}`, ok({ userId, count: 0 })],
    ]),
  );
}

const listCalls = (calls: FakeCall[]) => calls.filter((c) => `${c.method} ${c.path}` === LIST);
const open = (path = '/messages') => renderApp(<MessagesPage />, { path, pattern: '/messages' });
const rowOf = (name: string) => screen.findByRole('listitem', { name });
const pane = () => screen.getByRole('region', { name: 'Conversation' });
const location = (router: ReturnType<typeof open>['router']) =>
  router.state.location.pathname + router.state.location.search;

const now = new Date();
const yesterdayNoon = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12, 0);
const pad = (n: number) => String(n).padStart(2, '0');

const grace = aConversation(2, 'Grace Hopper', {
  unreadCount: 2,
  last: { preview: 'See you at noon', createdOn: now.toISOString() },
});
const alan = aConversation(3, 'Alan Turing', {
  last: { preview: 'Sure', fromMe: true, createdOn: yesterdayNoon.toISOString() },
  lastOnlineDate: '2020-01-01T10:00:00Z',
});
const edsger = aConversation(4, 'Edsger Dijkstra', {
  last: { preview: '', deleted: true, createdOn: '2026-01-15T12:00:00Z' },
});
const barbara = aConversation(5, 'Barbara Liskov', { last: { preview: '', attachmentCount: 3 } });
const ken = aConversation(6, 'Ken Thompson');
const ALL = [grace, alan, edsger, barbara, ken];

beforeEach(() => {
  useSessionStore.getState().signedIn(me);
  usePresenceStore.getState().reset();
});
afterEach(() => {
  useSocketStore.setState({ socket: null });
  vi.unstubAllGlobals();
});

describe('the conversation list', () => {
  it('shows each person with their last message, its time and the unread count', async () => {
    stubApi({ [LIST]: ok(page(ALL)), ...paneCalls([]) });
    open();
    const graceRow = await rowOf('Grace Hopper');
    expect(within(graceRow).getByText('See you at noon')).toBeInTheDocument();
    expect(within(graceRow).getByText(`${pad(now.getHours())}:${pad(now.getMinutes())}`)).toBeInTheDocument();
    expect(within(graceRow).getByLabelText('2 unread').textContent).toBe('2');

    const alanRow = await rowOf('Alan Turing');
    expect(within(alanRow).getByText('You: Sure')).toBeInTheDocument();
    expect(within(alanRow).getByText('Yesterday')).toBeInTheDocument();
    expect(within(alanRow).queryByLabelText(/unread/)).not.toBeInTheDocument();

    const edsgerRow = await rowOf('Edsger Dijkstra');
    expect(within(edsgerRow).getByText('Deleted message')).toBeInTheDocument();
    expect(within(edsgerRow).getByText('15/01/2026')).toBeInTheDocument();
    expect(within(await rowOf('Barbara Liskov')).getByText('3 photos')).toBeInTheDocument();
    expect(within(await rowOf('Ken Thompson')).getByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation')).toBeInTheDocument();
  });

  it('shows the online dot from the presence store', async () => {
    stubApi({ [LIST]: ok(page(ALL)) });
    open();
    const graceRow = await rowOf('Grace Hopper');
    expect(graceRow.querySelector('[data-online-dot]')).toBeNull();
    act(() => usePresenceStore.getState().connected(grace.user.id));
    expect(graceRow.querySelector('[data-online-dot]')).not.toBeNull();
  });

  it('searches on the server once the typing pauses, and says when nothing matches', async () => {
    const calls = stubApi({
      [LIST]: (call) => {
        const search = call.query.get('search');
        return { body: page(search ? ALL.filter((c) => c.user.fullName.toLowerCase().includes(search)) : ALL) };
      },
    });
    open();
    await rowOf('Alan Turing');
    const box = screen.getByRole('searchbox', { name: 'Search conversations' });
    for (const text of ['g', 'gr', 'gra']) fireEvent.change(box, { target: { value: text } });
    await waitFor(() => {
      expect(screen.getByRole('listitem', { name: 'Grace Hopper' })).toBeInTheDocument();
      expect(screen.queryByRole('listitem', { name: 'Alan Turing' })).not.toBeInTheDocument();
    });
    expect(listCalls(calls).map((c) => c.query.get('search'))).toEqual([null, 'gra']);

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No conversation found')).toBeInTheDocument();
  });

  it('loads more with the count loaded as skip', async () => {
    const first = Array.from({ length: 30 }, (_, i) => aConversation(100 + i, `Person ${100 + i}`));
    const calls = stubApi({
      [LIST]: (call) =>
        call.query.get('skip') === '30'
          ? { body: page([aConversation(200, 'Last One')], 31, 30) }
          : { body: page(first, 31) },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await rowOf('Last One')).toBeInTheDocument();
    expect(listCalls(calls).map((c) => c.query.get('skip'))).toEqual(['0', '30']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  }, 20_000);

  it('says when there are no conversations yet, with a way to find people', async () => {
    stubApi({ [LIST]: ok(page([])) });
    open();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find people in Contacts' }).getAttribute('href')).toBe('/contacts');
  });

  it('shows placeholders while loading, then an error with Try again', async () => {
    let broken = true;
    stubApi({ [LIST]: () => (broken ? failure(500, 'INTERNAL_SERVER_ERROR') : { body: page([grace]) }) });
    open();
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('Could not load this list')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Grace Hopper')).toBeInTheDocument();
  });
});

describe('the open conversation', () => {
  it('opens from the list: the address names it, the row is marked and the header shows the person', async () => {
    stubApi({ [LIST]: ok(page(ALL)), ...paneCalls([alan.user.id]) });
    const { router } = open();
    fireEvent.click(within(await rowOf('Alan Turing')).getByRole('link'));
    await waitFor(() => expect(location(router)).toBe(`/messages?user=${alan.user.id}&name=alan`));
    expect(
      within(await rowOf('Alan Turing'))
        .getByRole('link')
        .getAttribute('aria-current'),
    ).toBe('page');
    const header = pane();
    expect(within(header).getByRole('link', { name: 'Alan Turing' }).getAttribute('href')).toBe('/user/alan');
    expect(within(header).getByText(/^Last seen .* years ago$/)).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Back to conversations' })).not.toBeInTheDocument();
    expect(screen.queryByText('Choose a conversation')).not.toBeInTheDocument();

    act(() => usePresenceStore.getState().connected(alan.user.id));
    expect(within(header).getByText('Online')).toBeInTheDocument();
  });

  it('says when they are typing, until they stop', async () => {
    const listeners = new Map<string, Set<(payload: unknown) => void>>();
    const socket = {
      connected: true,
      on: (event: string, listener: (payload: unknown) => void) =>
        listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
      off: (event: string, listener: (payload: unknown) => void) => listeners.get(event)?.delete(listener),
      emit: vi.fn(),
    };
    useSocketStore.setState({ socket: socket as unknown as PlazaSocket });
    stubApi({ [LIST]: ok(page(ALL)), ...paneCalls([alan.user.id]) });
    open(`/messages?user=${alan.user.id}`);
    await within(pane()).findByRole('link', { name: 'Alan Turing' });
    const status = () => pane().querySelector('[data-status]')?.textContent;
    expect(status()).toMatch(/^Last seen/);

    const typing = { medium: 'direct', to: me.id, user: alan.user };
    act(() => listeners.get('typing')?.forEach((listener) => listener(typing)));
    expect(status()).toBe('typing…');
    await waitFor(() => expect(status()).toMatch(/^Last seen/), { timeout: TIMING.typingIndicatorMs + 1000 });
  });

  it('shows no status line for someone never seen online', async () => {
    stubApi({ [LIST]: ok(page(ALL)), ...paneCalls([ken.user.id]) });
    open(`/messages?user=${ken.user.id}`);
    const header = pane();
    await within(header).findByRole('link', { name: 'Ken Thompson' });
    expect(header.querySelector('[data-status]')?.textContent).toBe('');
  });

  it('opens someone not in the loaded list from their profile', async () => {
    const linus = { id: id(7), fullName: 'Linus Torvalds', userName: 'linus', displayPhoto: null };
    const calls = stubApi({
      [LIST]: ok(page([grace])),
      [profileOf('linus')]: ok(aProfile(linus, aRelation({ lastOnlineDate: '2020-01-01T10:00:00Z' }))),
      ...paneCalls([linus.id]),
    });
    open(`/messages?user=${linus.id}&name=linus`);
    expect(await within(pane()).findByRole('link', { name: 'Linus Torvalds' })).toBeInTheDocument();
    expect(within(pane()).getByText(/^Last seen/)).toBeInTheDocument();
    expect(calls.some((c) => `${c.method} ${c.path}` === profileOf('linus'))).toBe(true);
  });

  it('says so when the address names no conversation', async () => {
    const calls = stubApi({
      [LIST]: ok(page([grace])),
      [profileOf('ghost')]: () => failure(404, 'USER_NOT_FOUND'),
    });
    open(`/messages?user=${id(99)}`);
    expect(await screen.findByText('That conversation could not be found.')).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation')).toBeInTheDocument();
    cleanup();

    open(`/messages?user=${id(98)}&name=ghost`);
    expect(await screen.findByText('That conversation could not be found.')).toBeInTheDocument();
    expect(calls.some((c) => `${c.method} ${c.path}` === profileOf('ghost'))).toBe(true);
  });

  it('keeps the open conversation while a search hides its row', async () => {
    stubApi({
      [LIST]: (call) => ({ body: page(call.query.get('search') ? [alan] : ALL) }),
      ...paneCalls([grace.user.id]),
    });
    open(`/messages?user=${grace.user.id}&name=grace`);
    expect(await within(pane()).findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), { target: { value: 'al' } });
    await waitFor(() => {
      expect(screen.getByRole('listitem', { name: 'Alan Turing' })).toBeInTheDocument();
      expect(screen.queryByRole('listitem', { name: 'Grace Hopper' })).not.toBeInTheDocument();
    });
    expect(within(pane()).getByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
  });
});
