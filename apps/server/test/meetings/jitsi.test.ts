import { api } from '@plaza/contract';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { callConfig } from '../../src/config/call-config.js';
import { ConfigError } from '../../src/config/config-error.js';
import { meetingsConfig } from '../../src/config/meetings-config.js';
import { MeetingJoinTokens } from '../../src/features/meetings/meeting-join-token.js';
import { TEST_JWT_SECRET } from '../support/server.js';
import { TestClock, createMeeting, person, plannedForm, useMeetingServer } from './support.js';

const APP_SECRET = 'jitsi-app-secret-long-enough-for-hs256';
const calls = callConfig({
  JITSI_URL: 'https://meet.example.org/',
  JITSI_APP_ID: 'plaza-app',
  JITSI_APP_SECRET: APP_SECRET,
});
const clock = new TestClock();
const server = useMeetingServer(clock, () => ({ config: { meetings: meetingsConfig('jitsi', calls) } }));

/** The room and the verified claims of a Jitsi address `<JITSI_URL>/<room>?jwt=<token>`. */
async function jitsiClaims(address: string) {
  const url = new URL(address);
  expect(url.origin).toBe('https://meet.example.org');
  const { payload, protectedHeader } = await jwtVerify(
    url.searchParams.get('jwt')!,
    new TextEncoder().encode(APP_SECRET),
    {
      issuer: 'plaza-app',
      audience: 'plaza-app',
      subject: 'meet.example.org',
      algorithms: ['HS256'],
    },
  );
  expect(protectedHeader.alg).toBe('HS256');
  return { room: url.pathname.slice(1), payload };
}

describe('meetings in Jitsi mode (MEETINGS_PROVIDER=jitsi)', () => {
  it('opens the creator in the Jitsi room named by the slug as its moderator, until the meeting ends', async () => {
    const host = await person(server, 'Hana Host');
    const { meeting, meetingUrl } = await createMeeting(host, plannedForm());
    const { room, payload } = await jitsiClaims(meetingUrl);
    expect(room).toBe(meeting.slug);
    expect(payload).toMatchObject({
      room: meeting.slug,
      moderator: true,
      exp: Date.parse(meeting.endDate) / 1000,
      context: { user: { id: host.id, name: 'Hana Host', avatar: '', email: host.email } },
    });
    await expect(
      jwtVerify(
        new URL(meetingUrl).searchParams.get('jwt')!,
        new TextEncoder().encode('another-secret-entirely-xxxxxx'),
      ),
    ).rejects.toThrow();
  });

  it('gives an invitee the room as a participant, and an ended meeting no room', async () => {
    const host = await person(server, 'Hana Host');
    const bob = await person(server, 'Bob');
    const { meeting } = await createMeeting(host, { title: 'Now', invitationIds: [bob.id] });
    const seen = await bob.client.call(api.meetings.get, { params: { slug: meeting.slug } });
    const { payload } = await jitsiClaims(seen.body.meetingUrl!);
    expect(payload).toMatchObject({
      room: meeting.slug,
      moderator: false,
      context: { user: { id: bob.id, name: 'Bob' } },
    });
    await host.client.call(api.meetings.end, { params: { slug: meeting.slug } });
    expect((await bob.client.call(api.meetings.get, { params: { slug: meeting.slug } })).body.meetingUrl).toBeNull();
  });

  it('makes the join link the room with a guest’s token that lasts as long as the link', async () => {
    const host = await person(server, 'Hana Host');
    const { meeting } = await createMeeting(host, plannedForm({ joinLinkExpiryAsHours: 12 }));
    const res = await host.client.call(api.meetings.joinLink, { params: { slug: meeting.slug } });
    const { room, payload } = await jitsiClaims(res.body.link);
    expect(room).toBe(meeting.slug);
    expect(payload).toMatchObject({
      room: meeting.slug,
      moderator: false,
      exp: Date.parse(res.body.expiresAt) / 1000,
      context: { user: { id: 'guest', name: 'Guest', avatar: '', email: '' } },
    });

    // A member the link alone lets in (Plaza's own link, same key) gets a room token no longer than the link.
    const outsider = await person(server, 'Olga');
    const tokens = new MeetingJoinTokens(TEST_JWT_SECRET);
    const linkEnd = Math.floor(clock.now() / 1000) + 600;
    const seen = await outsider.client.call(api.meetings.get, {
      params: { slug: meeting.slug },
      query: { join: tokens.sign(meeting.slug, linkEnd) },
    });
    expect((await jitsiClaims(seen.body.meetingUrl!)).payload).toMatchObject({ moderator: false, exp: linkEnd });
  });

  it('stops at start-up when Jitsi is asked for without its settings', () => {
    expect(() => meetingsConfig('jitsi', callConfig({}))).toThrow(ConfigError);
    expect(meetingsConfig('janus', calls)).toEqual({ provider: 'janus', jitsi: null });
  });
});
