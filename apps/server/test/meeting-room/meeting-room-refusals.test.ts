import { afterEach, describe, expect, it } from 'vitest';
import {
  caughtUp,
  emitMeeting,
  expectInvalid,
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

describe('meeting room: refusals before any media', () => {
  it('refuses bad payloads with their messages', async () => {
    const { ada } = await people(server);
    const tab = await tabs.connect(ada.client);
    expectInvalid(await emitMeeting(tab, 'meeting_join', {}), ['Meeting is required']);
    expectInvalid(await emitMeeting(tab, 'meeting_join', 'nope'), ['Meeting must be an object']);
    expectInvalid(await emitMeeting(tab, 'meeting_join', { slug: 'x'.repeat(65) }), [
      'Meeting: Please enter up to 64 characters long',
    ]);
    expectInvalid(await emitMeeting(tab, 'meeting_publish', { offer: { type: 'answer', sdp: 'v=0' } }), [
      'Offer: must be an offer',
    ]);
    expectInvalid(await emitMeeting(tab, 'meeting_subscribe', { feed: -1 }), ['Feed must be a feed number']);
    expectInvalid(await emitMeeting(tab, 'meeting_remove', { userId: 'ada' }), ['User id must be a valid id']);
  });

  it('answers MEETING_NOT_FOUND alike to an outsider and for a meeting that does not exist, and tells nobody', async () => {
    const { ada, bob, dan } = await people(server);
    const meeting = await meetingOf(ada, [bob]);
    const [danTab, adaTab] = await Promise.all([tabs.connect(dan.client), tabs.connect(ada.client)]);
    await joinMeeting(adaTab, meeting.slug);
    const outsider = await emitMeeting(danTab, 'meeting_join', { slug: meeting.slug });
    const missing = await emitMeeting(danTab, 'meeting_join', { slug: 'no-such-meeting' });
    expectRefused(outsider, 'MEETING_NOT_FOUND', 404);
    expect(missing).toEqual(outsider);
    await caughtUp(adaTab);
    expect(adaTab.all('meeting_participant_joined')).toEqual([]);
  });

  it('refuses every room event to a socket that has not joined', async () => {
    const { ada } = await people(server);
    const tab = await tabs.connect(ada.client);
    const offer = { type: 'offer', sdp: 'v=0\r\n' };
    expectRefused(await emitMeeting(tab, 'meeting_publish', { offer }), 'MEETING_NOT_JOINED', 409);
    expectRefused(await emitMeeting(tab, 'meeting_subscribe', { feed: 1 }), 'MEETING_NOT_JOINED', 409);
    expectRefused(await emitMeeting(tab, 'meeting_mute_all'), 'MEETING_NOT_JOINED', 409);
    expectRefused(await emitMeeting(tab, 'meeting_end'), 'MEETING_NOT_JOINED', 409);
  });

  it('lets no webinar attendee publish and no one but the host mute, remove or end', async () => {
    const { ada, bob, cyd } = await people(server);
    const meeting = await meetingOf(ada, [cyd], 'webinar');
    const [adaTab, bobTab, cydTab] = await Promise.all([
      tabs.connect(ada.client),
      tabs.connect(bob.client),
      tabs.connect(cyd.client),
    ]);
    await joinMeeting(adaTab, meeting.slug);
    const bobRoom = await joinMeeting(bobTab, meeting.slug);
    expect(bobRoom.you).toMatchObject({ role: 'attendee', canPublish: false, feed: null });
    expect(bobRoom.participants).toEqual([
      { user: { id: ada.user.id, name: 'Ada', avatar: null }, role: 'host', feed: null, canPublish: true },
    ]);
    await joinMeeting(cydTab, meeting.slug);
    const offer = { type: 'offer', sdp: 'v=0\r\n' };
    expectRefused(await emitMeeting(bobTab, 'meeting_publish', { offer }), 'NOT_AUTHORIZED', 403);
    for (const tab of [bobTab, cydTab]) {
      expectRefused(await emitMeeting(tab, 'meeting_mute_all'), 'NOT_AUTHORIZED', 403);
      expectRefused(await emitMeeting(tab, 'meeting_remove', { userId: ada.user.id }), 'NOT_AUTHORIZED', 403);
      expectRefused(await emitMeeting(tab, 'meeting_end'), 'NOT_AUTHORIZED', 403);
    }
    await caughtUp(adaTab);
    expect(adaTab.all('meeting_muted')).toEqual([]);
    expect(adaTab.all('meeting_removed')).toEqual([]);
    expect(adaTab.all('meeting_ended')).toEqual([]);
  });
});
