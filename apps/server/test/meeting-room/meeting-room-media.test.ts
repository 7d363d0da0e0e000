import type { MeetingPublished, MeetingSubscription } from '@plaza/contract';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Tab } from '../realtime/support.js';
import { BrowserPeer, launchChromium, mediaUnavailableReason } from './browser-peer.js';
import { emitMeeting, expectRefused, joinMeeting, meetingOf, people, Tabs, useMeetingServer } from './support.js';

const reason = mediaUnavailableReason();
if (reason) console.warn(`meeting room media tests skipped: ${reason}`);

const server = useMeetingServer();
const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

let browser: Browser | null = null;
beforeAll(async () => {
  if (!reason) browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(reason !== null)('meeting room media through Janus', () => {
  it('forwards each of three participants’ camera to the other two, then the host ends it for all', async () => {
    const { ada, bob, cyd } = await people(server);
    const meeting = await meetingOf(ada, [bob, cyd]);
    const parties = await Promise.all(
      [ada, bob, cyd].map(async (member) => ({
        member,
        tab: await tabs.connect(member.client),
        peer: await BrowserPeer.open(browser!, server.baseUrl),
        feed: 0,
        /** The feeds this party was told are live: in the room it joined, then as they come up. */
        liveFeeds(this: { tab: Tab; joined: number[] }) {
          return [...this.joined, ...this.tab.all('meeting_participant_updated').map((e) => e.participant.feed)];
        },
        joined: [] as number[],
      })),
    );
    for (const [i, party] of parties.entries()) {
      const room = await joinMeeting(party.tab, meeting.slug);
      party.joined = room.participants.flatMap((p) => (p.feed === null ? [] : [p.feed]));
      expect(room.participants.map((p) => p.user.id)).toEqual(parties.slice(0, i).map((p) => p.member.user.id));
      const offer = await party.peer.offer();
      const published = (await emitMeeting(party.tab, 'meeting_publish', { offer })) as MeetingPublished;
      expect(published, JSON.stringify(published)).toHaveProperty('answer.type', 'answer');
      await party.peer.published(published.answer);
      party.feed = published.feed;
    }
    const [host, ...guests] = parties as [(typeof parties)[0], ...typeof parties];
    // The host hears the later ones publish; everyone subscribes to the two others.
    expect(await host.tab.next('meeting_participant_updated', (e) => e.participant.user.id === cyd.user.id)).toEqual({
      slug: meeting.slug,
      participant: {
        user: { id: cyd.user.id, name: 'Cyd', avatar: null },
        role: 'presenter',
        feed: guests[1]?.feed,
        canPublish: true,
      },
    });
    for (const party of parties) {
      const others = parties.filter((p) => p !== party).map((p) => p.feed);
      await expect.poll(() => party.liveFeeds(), { timeout: 20_000 }).toEqual(expect.arrayContaining(others));
    }
    for (const party of parties) {
      for (const other of parties.filter((p) => p !== party)) {
        const sub = (await emitMeeting(party.tab, 'meeting_subscribe', { feed: other.feed })) as MeetingSubscription;
        expect(sub, JSON.stringify(sub)).toHaveProperty('offer.type', 'offer');
        const answer = await party.peer.answer(other.feed, sub.offer);
        expect(await emitMeeting(party.tab, 'meeting_subscribe_answer', { feed: other.feed, answer })).toBeUndefined();
      }
    }
    for (const party of parties) {
      for (const other of parties.filter((p) => p !== party)) {
        await expect.poll(() => party.peer.framesDecoded(other.feed), { timeout: 20_000 }).toBeGreaterThan(0);
      }
    }

    expect(await emitMeeting(host.tab, 'meeting_mute_all')).toBeUndefined();
    for (const { tab } of guests) {
      expect(await tab.next('meeting_muted')).toEqual({
        slug: meeting.slug,
        by: { id: ada.user.id, name: 'Ada', avatar: null },
      });
    }
    expect(await emitMeeting(host.tab, 'meeting_end')).toBeUndefined();
    for (const { tab } of guests) {
      expect(await tab.next('meeting_ended')).toEqual({ slug: meeting.slug, reason: 'ended' });
    }
    expect(host.tab.all('meeting_ended')).toEqual([]);
    // The meeting is over: nobody enters it again.
    expectRefused(await emitMeeting(guests[0]!.tab, 'meeting_join', { slug: meeting.slug }), 'MEETING_NOT_FOUND', 404);
  });
});
