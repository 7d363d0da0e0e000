import { type Notification } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testQueryClient } from '../../testing/render-app';
import { LIST_KEY } from './notification-cache';
import { NotificationsBlock } from './NotificationsBlock';
import { stubApi, type Call } from './testing/fake-server';
import { ACTOR, POST, aNotification } from './testing/notification-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

const COUNTS = `GET ${api.notifications.counts.path}`;
const LIST = `GET ${api.notifications.list.path}`;
const VIEW = `POST ${api.notifications.view.path}`;
const counts = (unviewedCount: number) => ({ body: { unviewedCount, unreadCount: unviewedCount } });
const listOf = (all: Notification[]) => (call: Call) => {
  const skip = Number(call.query.get('skip'));
  const limit = Number(call.query.get('limit'));
  const data = all.slice(skip, skip + limit);
  return { body: { data, total: all.length, limit, skip, unviewedCount: all.length, unreadCount: all.length } };
};
const titled = (count: number) =>
  Array.from({ length: count }, (_, i) => aNotification({ post: { ...POST, title: `Clip ${i + 1}` } }));
const rows = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('the notifications block', () => {
  it('shows more than nine new as 9+ on a badge as wide as its text', async () => {
    stubApi({ [COUNTS]: () => counts(12), [LIST]: listOf(titled(12)) });
    renderApp(<NotificationsBlock />, { path: '/contacts' });
    const badge = await screen.findByText('9+');
    expect(badge).toHaveTextContent('9+ new');
    expect(badge.closest('[data-circle]')).toBeNull();
  });

  it('shows the latest 5 with the new count, and See all unfolds it', async () => {
    stubApi({ [COUNTS]: () => counts(8), [LIST]: listOf(titled(8)) });
    renderApp(<NotificationsBlock />, { path: '/contacts' });
    await screen.findByText(/Clip 5”/);
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('8')).toHaveTextContent('8 new');
    fireEvent.click(screen.getByRole('button', { name: 'See all' }));
    expect(rows()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'See all' })).not.toBeInTheDocument();
  });

  it('opens a contact request on the contacts page and marks it read', async () => {
    const request = aNotification({ type: 'contact_request_accepted', post: null });
    const calls = stubApi({
      [COUNTS]: () => counts(1),
      [LIST]: listOf([request]),
      [`POST /notification/read/${request.id}`]: () => counts(0),
    });
    renderApp(<NotificationsBlock />, { path: '/contacts' });
    fireEvent.click(await screen.findByRole('link', { name: /accepted your contact request/ }));
    expect((await screen.findByTestId('location')).textContent).toBe(`/user/${ACTOR.userName}`);
    await waitFor(() => expect(calls.some((c) => c.path === `/notification/read/${request.id}`)).toBe(true));
  });

  it('marks the shown unseen ones viewed when the page is left', async () => {
    const all = titled(7);
    const calls = stubApi({ [COUNTS]: () => counts(7), [LIST]: listOf(all), [VIEW]: () => counts(2) });
    const view = renderApp(<NotificationsBlock />, { path: '/contacts' });
    await screen.findByText(/Clip 5”/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    view.unmount();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      notificationIds: all.slice(0, 5).map((n) => n.id),
    });
  });

  it("marks nothing during StrictMode's rehearsal unmount", async () => {
    const all = titled(3);
    const client = testQueryClient();
    const cached = listOf(all)({ method: 'GET', path: '', query: new URLSearchParams('skip=0&limit=30'), body: null });
    client.setQueryData(LIST_KEY, { pages: [cached.body], pageParams: [0] });
    const calls = stubApi({ [COUNTS]: () => counts(3), [LIST]: listOf(all), [VIEW]: () => counts(0) });
    const view = renderApp(<NotificationsBlock />, { client, strict: true });
    expect(rows()).toHaveLength(3);
    await waitFor(() => expect(calls.some((c) => c.path === api.notifications.list.path)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    view.unmount();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });
});
