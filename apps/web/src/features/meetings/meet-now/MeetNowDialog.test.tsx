import { MEETING } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../state/session';
import { failure, stubApi, type FakeCall } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { instantTitle } from '../meeting-texts';
import { aMeeting } from '../testing/meeting-fixture';
import { MeetNowDialog } from './MeetNowDialog';

const CREATE = `POST ${api.meetings.create.path}`;
const slug = 'ada-now-1';
const JOIN_LINK = `GET ${api.meetings.joinLink.path.replace(':slug', slug)}`;
const meetingUrl = `http://plaza.test/meeting/${slug}`;

const created = {
  meeting: aMeeting({
    slug,
    title: 'Ada Lovelace’s meeting',
    type: 'instant',
    startDate: '2026-11-28T16:00:00.000Z',
    endDate: '2026-11-28T18:00:00.000Z',
    status: 'live',
  }),
  meetingUrl,
};

beforeEach(() => useSessionStore.getState().signedIn(testUser));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Meet now', () => {
  it('creates an instant meeting once, opens its room in a new tab and offers its join link', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const calls = stubApi({
      [CREATE]: () => ({ body: created }),
      [JOIN_LINK]: () => ({ body: { link: `${meetingUrl}?join=token`, expiresAt: '2026-11-29T16:00:00.000Z' } }),
    });
    renderApp(<MeetNowDialog onClose={() => undefined} />, { strict: true });
    expect(await screen.findByText(/has started/)).toBeInTheDocument();
    const creates = calls.filter((c: FakeCall) => `${c.method} ${c.path}` === CREATE);
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toEqual({ title: 'Ada Lovelace’s meeting', type: 'instant', planForLater: false });
    expect(opened).toHaveBeenCalledWith(meetingUrl, '_blank', 'noopener,noreferrer');
    expect(await screen.findByDisplayValue(`${meetingUrl}?join=token`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Join now/ })).toHaveAttribute('href', meetingUrl);
  });

  it('says why it did not start, and tries again', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    let refuse = true;
    stubApi({
      [CREATE]: () => (refuse ? failure(403, 'INSUFFICIENT_MEMBERSHIP') : { body: created }),
      [JOIN_LINK]: () => ({ body: { link: `${meetingUrl}?join=token`, expiresAt: '2026-11-29T16:00:00.000Z' } }),
    });
    renderApp(<MeetNowDialog onClose={() => undefined} />);
    expect(await screen.findByText('The meeting did not start')).toBeInTheDocument();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/has started/)).toBeInTheDocument();
  });

  it('titles the meeting after its host, within the title limit', () => {
    expect(instantTitle('Ada')).toBe('Ada’s meeting');
    expect(instantTitle('x'.repeat(MEETING.titleMax))).toBe('Meeting');
    expect(instantTitle(undefined)).toBe('Meeting');
  });
});
