import { MEMBERS, SIGNED_IN, STRANGERS, who } from './kinds.js';
import type { Case, Table } from './table.js';
import type { World } from './world.js';

/*
 * Meetings (ARCHITECTURE.md Meetings): a private meeting lets in its creator, its invitees, its
 * channel's members and join-link holders; anyone else gets MEETING_NOT_FOUND, never
 * NOT_AUTHORIZED, so nothing tells a private meeting from none. Only its host hands out join
 * links and ends it. A meeting may be held only in a channel the creator follows.
 */

const meeting = (w: World) => ({ params: { slug: w.meeting.slug } });
const ownList = (name: string): { cases: Case[] } => ({
  cases: [{ name, input: () => ({}), expect: who({ ok: SIGNED_IN }) }],
});
const hostOnly = who({
  ok: ['owner'],
  NOT_AUTHORIZED: ['moderator', 'member', 'apiKey'],
  MEETING_NOT_FOUND: STRANGERS,
});

export const meetingsTable: Table = {
  'meetings.userConfig': ownList('own saved meeting settings'),
  'meetings.list': ownList('own meetings'),
  'meetings.create': {
    cases: [
      {
        name: 'a meeting in the private channel',
        input: (w) => ({ body: { title: 'Catch-up', channelId: w.channel.id } }),
        // As a post there: its followers may, nobody else sees the channel.
        expect: who({ ok: MEMBERS, CHANNEL_NOT_FOUND: STRANGERS }),
      },
    ],
  },
  'meetings.get': {
    cases: [
      {
        name: 'the private channel’s meeting',
        input: meeting,
        expect: who({ ok: MEMBERS, MEETING_NOT_FOUND: STRANGERS }),
      },
    ],
  },
  'meetings.joinLink': { cases: [{ name: 'the private channel’s meeting', input: meeting, expect: hostOnly }] },
  'meetings.end': { cases: [{ name: 'the private channel’s meeting', input: meeting, expect: hostOnly }] },
};
