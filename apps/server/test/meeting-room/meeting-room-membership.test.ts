import { afterEach, describe, expect, it } from 'vitest';
import {
  caughtUp,
  emitMeeting,
  expectRefused,
  joinMeeting,
  meetingOf,
  people,
  Tabs,
  useMeetingServer,
} from './support.js';

const server = useMeetingServer();
const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

describe('meeting room: who is in it', () => {
  it('tells the others who joins, leaves and is removed; a removed member’s tab is told why', async () => {
    const { ada, bob, cyd } = await people(server);
    const meeting = await meetingOf(ada, [bob, cyd]);
    const [adaTab, bobTab, cydTab] = await Promise.all([
      tabs.connect(ada.client),
      tabs.connect(bob.client),
      tabs.connect(cyd.client),
    ]);
    await joinMeeting(adaTab, meeting.slug);
    await joinMeeting(bobTab, meeting.slug);
    expect(await adaTab.next('meeting_participant_joined')).toEqual({
      slug: meeting.slug,
      participant: {
        user: { id: bob.user.id, name: 'Bob', avatar: null },
        role: 'presenter',
        feed: null,
        canPublish: true,
      },
    });
    const cydRoom = await joinMeeting(cydTab, meeting.slug);
    expect(cydRoom.participants.map((p) => p.user.id)).toEqual([ada.user.id, bob.user.id]);

    expect(await emitMeeting(adaTab, 'meeting_remove', { userId: bob.user.id })).toBeUndefined();
    expect(await bobTab.next('meeting_removed')).toEqual({ slug: meeting.slug, reason: 'removed' });
    expect(await cydTab.next('meeting_participant_left')).toEqual({ slug: meeting.slug, userId: bob.user.id });
    expectRefused(await emitMeeting(bobTab, 'meeting_mute_all'), 'MEETING_NOT_JOINED', 409);
    expectRefused(await emitMeeting(adaTab, 'meeting_remove', { userId: bob.user.id }), 'USER_NOT_FOUND', 404);

    expect(await emitMeeting(cydTab, 'meeting_leave')).toBeUndefined();
    expect(await adaTab.next('meeting_participant_left', (e) => e.userId === cyd.user.id)).toEqual({
      slug: meeting.slug,
      userId: cyd.user.id,
    });
    // Nothing to trickle for: no connection is published.
    expectRefused(await emitMeeting(adaTab, 'meeting_trickle', { candidate: null }), 'MEETING_FEED_NOT_FOUND', 404);
    await caughtUp(cydTab);
    expect(cydTab.all('meeting_removed')).toEqual([]);
  });

  it('moves a member who joins from a second tab there; the first tab is told it was replaced', async () => {
    const { ada } = await people(server);
    const meeting = await meetingOf(ada, []);
    const [first, second] = await Promise.all([tabs.connect(ada.client), tabs.connect(ada.client)]);
    await joinMeeting(first, meeting.slug);
    expect((await joinMeeting(second, meeting.slug)).participants).toEqual([]);
    expect(await first.next('meeting_removed')).toEqual({ slug: meeting.slug, reason: 'replaced' });
    expect(await emitMeeting(second, 'meeting_mute_all')).toBeUndefined();
  });
});
