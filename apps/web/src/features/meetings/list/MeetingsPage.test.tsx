import { MEETING, type Meeting } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../state/session';
import { failure, stubApi, type FakeCall } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { aMeeting, meetingId } from '../testing/meeting-fixture';
import { MeetingsPage } from './MeetingsPage';

const LIST = `GET ${api.meetings.list.path}`;
/** Meeting n, hosted by someone else in Tokyo. */
const numbered = (n: number, overrides: Partial<Meeting> = {}): Meeting =>
  aMeeting({
    id: meetingId(n),
    slug: `meeting-${n}`,
    title: `Meeting ${n}`,
    startDate: '2026-12-01T10:00:00.000Z',
    endDate: '2026-12-01T12:00:00.000Z',
    timeZone: 'Asia/Tokyo',
    creator: { id: meetingId(50), name: 'Grace Hopper', avatar: null },
    createdAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  });

const page = (data: Meeting[]) => ({ body: { data, total: data.length, limit: MEETING.listPage, skip: 0 } });

beforeEach(() => useSessionStore.getState().signedIn(testUser));
afterEach(() => vi.unstubAllGlobals());

describe('/meetings', () => {
  it('lists the upcoming meetings with their time in the viewer’s zone, kind, Join and Copy link', async () => {
    const calls = stubApi({
      [LIST]: (call: FakeCall) =>
        call.query.get('when') === 'upcoming'
          ? page([
              numbered(1, { type: 'webinar' }),
              numbered(2, { creator: { id: testUser.id, name: 'Me', avatar: null } }),
            ])
          : page([]),
    });
    renderApp(<MeetingsPage />, { path: '/meetings' });
    const list = await screen.findByRole('list', { name: 'Upcoming meetings' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Meeting 1');
    expect(first).toHaveTextContent('Webinar');
    expect(first).toHaveTextContent('Hosted by Grace Hopper');
    const expected = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).formatRange(new Date('2026-12-01T10:00:00.000Z'), new Date('2026-12-01T12:00:00.000Z'));
    expect(first).toHaveTextContent(expected);
    expect(within(first).getByRole('link', { name: 'Join Meeting 1' })).toHaveAttribute('href', '/meeting/meeting-1');
    expect(within(first).getByRole('button', { name: 'Copy link of Meeting 1' })).toBeInTheDocument();
    expect(second).toHaveTextContent('You host');
    expect(calls[0]?.query.get('when')).toBe('upcoming');
  });

  it('switches to live now and past, where an ended meeting has no Join', async () => {
    stubApi({
      [LIST]: (call: FakeCall) =>
        call.query.get('when') === 'past' ? page([numbered(3, { status: 'ended' })]) : page([]),
    });
    const { router } = renderApp(<MeetingsPage />, { path: '/meetings' });
    expect(await screen.findByText(/No upcoming meetings/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Live now' }));
    expect(await screen.findByText('No meeting is live now.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?when=live');
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    const list = await screen.findByRole('list', { name: 'Past meetings' });
    expect(within(list).getByText('Meeting 3')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    stubApi({ [LIST]: () => (fail ? failure(500, 'INTERNAL_SERVER_ERROR') : page([numbered(4)])) });
    renderApp(<MeetingsPage />, { path: '/meetings' });
    expect(await screen.findByText('Could not load this list')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meeting 4')).toBeInTheDocument();
  });
});
