import { type Notification } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSocketStore } from '../../realtime/socket';
import { renderApp } from '../../testing/render-app';
import { NotificationBell } from './NotificationBell';
import { failure, stubApi, type Call } from './testing/fake-server';
import { installFakeSocket } from '../../testing/fake-socket';
import { POST, aNotification } from './testing/notification-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  useSocketStore.setState({ socket: null, connected: false });
});

const COUNTS = `GET ${api.notifications.counts.path}`;
const LIST = `GET ${api.notifications.list.path}`;
const VIEW = `POST ${api.notifications.view.path}`;
const counts = (unviewedCount: number, unreadCount = unviewedCount) => ({ body: { unviewedCount, unreadCount } });
const listOf = (all: Notification[]) => (call: Call) => {
  const skip = Number(call.query.get('skip'));
  const limit = Number(call.query.get('limit'));
  const unviewedCount = all.filter((n) => n.viewedOn === null).length;
  const unreadCount = all.filter((n) => n.readOn === null).length;
  return { body: { data: all.slice(skip, skip + limit), total: all.length, limit, skip, unviewedCount, unreadCount } };
};
const titled = (count: number) =>
  Array.from({ length: count }, (_, i) => aNotification({ post: { ...POST, title: `Clip ${i + 1}` } }));
const rows = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const show = (placement: 'sidebar' | 'topbar' = 'sidebar') =>
  renderApp(<NotificationBell placement={placement} />, { path: '/' });

describe('the notification bell', () => {
  it('shows the unviewed count, and 9+ above nine', async () => {
    stubApi({ [COUNTS]: () => counts(3) });
    show();
    expect(await screen.findByRole('button', { name: 'Notifications (3 new)' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    cleanup();
    stubApi({ [COUNTS]: () => counts(12) });
    show();
    expect(await screen.findByRole('button', { name: 'Notifications (12 new)' })).toBeInTheDocument();
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('shows the badge beside the button, not in it, so "9+" is not clipped and the name says the count', async () => {
    stubApi({ [COUNTS]: () => counts(12) });
    show();
    const button = await screen.findByRole('button', { name: 'Notifications (12 new)' });
    const badge = screen.getByText('9+');
    expect(button.contains(badge)).toBe(false);
    expect(button.textContent).toBe('');
    expect(badge.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows no badge when nothing is new', async () => {
    const calls = stubApi({ [COUNTS]: () => counts(0, 4) });
    show();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('lists the latest 5, then 30 after See more, then 30 more at a time', async () => {
    // The list is held until its loader has been seen: answered at once, it can be gone before a look.
    let answerList!: () => void;
    const listHeld = new Promise<void>((resolve) => (answerList = resolve));
    const list = listOf(titled(35));
    const calls = stubApi({
      [COUNTS]: () => counts(35),
      [LIST]: async (call) => listHeld.then(() => list(call)),
      [VIEW]: () => counts(30),
    });
    show();
    fireEvent.click(bell());
    // Checked where it is found: the panel's own loader comes and goes before the list's does.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument());
    answerList();
    expect(await screen.findByText(/Clip 5”/)).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(rows()).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/Clip 35”/)).toBeInTheDocument();
    expect(rows()).toHaveLength(35);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    fireEvent.click(bell());
    fireEvent.click(bell());
    await waitFor(() => expect(rows()).toHaveLength(5));
    const lists = () => calls.filter((c) => c.path === api.notifications.list.path);
    await waitFor(() =>
      expect(lists().map((c) => [c.query.get('skip'), c.query.get('limit')])).toEqual([
        ['0', '30'],
        ['30', '30'],
        ['0', '30'],
      ]),
    );
  }, 20_000);

  it('shows the empty state', async () => {
    stubApi({ [COUNTS]: () => counts(0), [LIST]: listOf([]) });
    show();
    fireEvent.click(bell());
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('says why the list could not load, and tries again', async () => {
    let broken = true;
    const all = titled(2);
    stubApi({
      [COUNTS]: () => counts(2),
      [LIST]: (call) => (broken ? failure(500, 'INTERNAL_SERVER_ERROR') : listOf(all)(call)),
    });
    show();
    fireEvent.click(bell());
    expect(await screen.findByText('Could not load this list')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Clip 2”/)).toBeInTheDocument();
  });

  it('marks the shown unseen ones viewed on leaving, and takes the counts replied', async () => {
    const all = titled(7);
    all[1] = { ...all[1]!, viewedOn: '2026-03-01T11:00:00.000Z' };
    const calls = stubApi({ [COUNTS]: () => counts(6), [LIST]: listOf(all), [VIEW]: () => counts(2, 6) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (6 new)' }));
    await screen.findByText(/Clip 5”/);
    fireEvent.click(bell());
    expect(await screen.findByRole('button', { name: 'Notifications (2 new)' })).toBeInTheDocument();
    const views = calls.filter((c) => c.method === 'POST');
    expect(views.map((c) => [c.path, c.body])).toEqual([
      [api.notifications.view.path, { notificationIds: [all[0]!.id, all[2]!.id, all[3]!.id, all[4]!.id] }],
    ]);
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('on a click marks the notification read and opens its target', async () => {
    const comment = { id: '00000000-0000-4000-8000-000000000c07', excerpt: 'Nice one', parentId: null };
    const target = aNotification({ type: 'post_comment', comment });
    const other = aNotification();
    const calls = stubApi({
      [COUNTS]: () => counts(2),
      [LIST]: listOf([target, other]),
      [VIEW]: () => counts(0, 1),
      [`POST /notification/read/${target.id}`]: () => counts(1, 1),
    });
    show();
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('link', { name: /commented on “Engines”: Nice one/ }));
    expect((await screen.findByTestId('location')).textContent).toBe(`/video/${POST.id}?comment=${comment.id}`);
    const posts = () => calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);
    await waitFor(() =>
      expect(posts()).toEqual([
        [`/notification/read/${target.id}`, undefined],
        [api.notifications.view.path, { notificationIds: [other.id] }],
      ]),
    );
  });

  it('raises the badge and tops the list when a notification arrives live', async () => {
    const socket = installFakeSocket();
    stubApi({ [COUNTS]: () => counts(1), [LIST]: listOf(titled(1)) });
    show();
    await screen.findByRole('button', { name: 'Notifications (1 new)' });
    fireEvent.click(bell());
    await screen.findByText(/Clip 1”/);
    const fresh = aNotification({ type: 'post', post: { ...POST, title: 'Fresh' } });
    socket.serverSends('notification', { notification: fresh, counts: { unviewedCount: 2, unreadCount: 2 } });
    expect(await screen.findByRole('button', { name: 'Notifications (2 new)' })).toBeInTheDocument();
    expect(rows()[0]!).toHaveTextContent('Ada Lovelace posted “Fresh”');
    expect(rows()).toHaveLength(2);
    socket.serverSends('notification_counts', { unviewedCount: 0, unreadCount: 0 });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
  });

  it('asks for the counts again after the socket reconnects', async () => {
    installFakeSocket();
    let unviewed = 1;
    const calls = stubApi({ [COUNTS]: () => counts(unviewed) });
    show();
    await screen.findByRole('button', { name: 'Notifications (1 new)' });
    unviewed = 4;
    act(() => useSocketStore.setState({ connected: false }));
    act(() => useSocketStore.setState({ connected: true }));
    expect(await screen.findByRole('button', { name: 'Notifications (4 new)' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === api.notifications.counts.path)).toHaveLength(2);
  });

  it('reads the counts once the socket is up, and only once', async () => {
    installFakeSocket();
    act(() => useSocketStore.setState({ connected: false }));
    let unviewed = 1;
    const calls = stubApi({ [COUNTS]: () => counts(unviewed) });
    show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.path === api.notifications.counts.path)).toHaveLength(0);
    unviewed = 2;
    act(() => useSocketStore.setState({ connected: true }));
    expect(await screen.findByRole('button', { name: 'Notifications (2 new)' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.path === api.notifications.counts.path)).toHaveLength(1);
  });

  it('asks for the counts again when the socket first connects after they were read', async () => {
    let unviewed = 1;
    const calls = stubApi({ [COUNTS]: () => counts(unviewed) });
    // No socket yet (or one too slow to wait for): the counts are read without it.
    show();
    await screen.findByRole('button', { name: 'Notifications (1 new)' });
    installFakeSocket();
    act(() => useSocketStore.setState({ connected: false }));
    // A notification pushed before this tab's socket was up never reached it.
    unviewed = 2;
    act(() => useSocketStore.setState({ connected: true }));
    expect(await screen.findByRole('button', { name: 'Notifications (2 new)' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === api.notifications.counts.path)).toHaveLength(2);
  });

  it('opens a drawer in the top bar, and leaving it marks the shown ones viewed', async () => {
    const all = titled(2);
    const calls = stubApi({ [COUNTS]: () => counts(2), [LIST]: listOf(all), [VIEW]: () => counts(0) });
    show('topbar');
    fireEvent.click(bell());
    await screen.findByText(/Clip 2”/);
    fireEvent.click(screen.getAllByRole('button').find((b) => b.classList.contains('mantine-Drawer-close'))!);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ notificationIds: [all[0]!.id, all[1]!.id] });
  });
});
