import { MEETING, api, messages } from '@plaza/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { MeetingAccess } from '../../src/features/meetings/meeting-access.js';
import { MeetingJoinTokens } from '../../src/features/meetings/meeting-join-token.js';
import { MeetingRepository } from '../../src/features/meetings/meeting.repository.js';
import { follow, insertChannel, insertZone } from '../support/channels.js';
import { TEST_APP_URL, TEST_JWT_SECRET } from '../support/server.js';
import { HOUR, TestClock, createMeeting, person, plannedForm, useMeetingServer, type Person } from './support.js';

const clock = new TestClock();
const server = useMeetingServer(clock);
beforeEach(() => clock.reset());

const view = (who: Person, slug: string, join?: string) =>
  who.client.call(api.meetings.get, { params: { slug }, query: join === undefined ? {} : { join } });
const joinTokenOf = (link: string) => new URL(link).searchParams.get('join')!;
const userRow = (id: string) =>
  server.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function cast() {
  const host = await person(server, 'Hosting Hana', 'creator');
  const guest = await person(server, 'Invited Ivan');
  const outsider = await person(server, 'Outside Olga');
  return { host, guest, outsider };
}

describe('GET /meeting/{slug}', () => {
  it('admits the host, the invitees and nobody else to a private meeting; the others get MEETING_NOT_FOUND', async () => {
    const { host, guest, outsider } = await cast();
    const { meeting } = await createMeeting(host, plannedForm({ invitationIds: [guest.id] }));

    const asHost = await view(host, meeting.slug);
    expect(asHost.status).toBe(200);
    expect(asHost.body).toEqual({
      meeting,
      permissions: { canJoin: true, isHost: true, canPublish: true },
      meetingUrl: null,
    });
    expect((await view(guest, meeting.slug)).body.permissions).toEqual({
      canJoin: true,
      isHost: false,
      canPublish: true,
    });
    const refused = await view(outsider, meeting.slug);
    expect([refused.status, refused.body.message]).toEqual([404, 'MEETING_NOT_FOUND']);
    // Exactly what a slug that does not exist answers: nothing tells them apart.
    const missing = await view(outsider, 'nosuchmeeting');
    expect(missing.body).toEqual(refused.body);
    expect((await server.client().call(api.meetings.get, { params: { slug: meeting.slug } })).status).toBe(401);
  });

  it('admits every signed-in member to a public meeting', async () => {
    const { host, outsider } = await cast();
    const { meeting } = await createMeeting(host, plannedForm({ public: true }));
    expect((await view(outsider, meeting.slug)).body.permissions).toEqual({
      canJoin: true,
      isHost: false,
      canPublish: true,
    });
  });

  it('admits the members of the meeting’s channel, and no longer once they leave it', async () => {
    const { host, outsider } = await cast();
    const channel = await insertChannel(
      server,
      (await insertZone(server, await userRow(host.id))).id,
      await userRow(host.id),
    );
    const { meeting } = await createMeeting(host, plannedForm({ channelId: channel.id }));
    expect((await view(outsider, meeting.slug)).status).toBe(404);
    await follow(server, await userRow(outsider.id), channel);
    expect((await view(outsider, meeting.slug)).body.permissions?.canJoin).toBe(true);
    await server.db.deleteFrom('user_channels').where('user_id', '=', outsider.id).execute();
    expect((await view(outsider, meeting.slug)).status).toBe(404);
  });

  it('makes a webinar’s invitees presenters and everyone else attendees, who cannot publish', async () => {
    const { host, guest, outsider } = await cast();
    const { meeting } = await createMeeting(
      host,
      plannedForm({ type: 'webinar', public: true, invitationIds: [guest.id] }),
    );
    expect((await view(guest, meeting.slug)).body.permissions?.canPublish).toBe(true);
    expect((await view(outsider, meeting.slug)).body.permissions).toEqual({
      canJoin: true,
      isHost: false,
      canPublish: false,
    });
  });

  it('follows the clock from upcoming to live to ended; an ended meeting cannot be joined', async () => {
    const { host, guest } = await cast();
    const { meeting } = await createMeeting(host, plannedForm({ invitationIds: [guest.id] }));
    expect(meeting.status).toBe('upcoming');
    clock.advance(Date.parse(meeting.startDate) - clock.now());
    expect((await view(guest, meeting.slug)).body.meeting?.status).toBe('live');
    clock.advance(HOUR);
    const ended = await view(guest, meeting.slug);
    expect(ended.body.meeting?.status).toBe('ended');
    expect(ended.body.permissions?.canJoin).toBe(false);
  });

  it('refuses a slug or a token that is too long with the rule’s message', async () => {
    const { host } = await cast();
    const long = await view(host, 'x'.repeat(MEETING.slugMax + 1));
    expect([long.status, long.body.message]).toEqual([400, [`Meeting: ${messages.maxLength(MEETING.slugMax)}`]]);
    const token = await view(host, 'abc', 'y'.repeat(MEETING.joinTokenMax + 1));
    expect([token.status, token.body.message]).toEqual([
      400,
      [`Join token: ${messages.maxLength(MEETING.joinTokenMax)}`],
    ]);
  });
});

describe('GET /meeting/join-link/{slug}', () => {
  it('gives the host a link whose holder may join the private meeting until it expires', async () => {
    const { host, outsider } = await cast();
    const { meeting } = await createMeeting(host, plannedForm({ joinLinkExpiryAsHours: 3 }));
    const before = Math.floor(clock.now() / 1000);
    const res = await host.client.call(api.meetings.joinLink, { params: { slug: meeting.slug } });
    expect(res.status).toBe(200);
    const link = new URL(res.body.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/meeting/${meeting.slug}`);
    const expiresAt = Date.parse(res.body.expiresAt) / 1000;
    expect(expiresAt - before).toBeGreaterThanOrEqual(3 * 3600);
    expect(expiresAt - before).toBeLessThanOrEqual(3 * 3600 + 2);

    const token = joinTokenOf(res.body.link);
    const admitted = await view(outsider, meeting.slug, token);
    expect(admitted.status).toBe(200);
    expect(admitted.body.permissions).toEqual({ canJoin: true, isHost: false, canPublish: true });
    // The token is the link's only key: without it, or for another meeting, nothing.
    expect((await view(outsider, meeting.slug)).status).toBe(404);
    const other = await createMeeting(host, plannedForm());
    expect((await view(outsider, other.meeting.slug, token)).status).toBe(404);
    expect((await view(outsider, meeting.slug, `${token.slice(0, -2)}xx`)).status).toBe(404);

    clock.advance(3 * HOUR - 60_000);
    expect((await view(outsider, meeting.slug, token)).status).toBe(200);
    clock.advance(2 * 60_000);
    const expired = await view(outsider, meeting.slug, token);
    expect([expired.status, expired.body.message]).toEqual([404, 'MEETING_NOT_FOUND']);
  });

  it('makes a webinar’s link holders attendees', async () => {
    const { host, outsider } = await cast();
    const { meeting } = await createMeeting(host, plannedForm({ type: 'webinar' }));
    const { link } = (await host.client.call(api.meetings.joinLink, { params: { slug: meeting.slug } })).body;
    expect((await view(outsider, meeting.slug, joinTokenOf(link))).body.permissions?.canPublish).toBe(false);
  });

  it('is the host’s alone: an invitee is NOT_AUTHORIZED, an outsider and a missing slug MEETING_NOT_FOUND', async () => {
    const { host, guest, outsider } = await cast();
    const { meeting } = await createMeeting(host, plannedForm({ invitationIds: [guest.id] }));
    const call = (who: Person, slug: string) => who.client.call(api.meetings.joinLink, { params: { slug } });
    expect([(await call(guest, meeting.slug)).status, (await call(guest, meeting.slug)).body.message]).toEqual([
      403,
      'NOT_AUTHORIZED',
    ]);
    expect((await call(outsider, meeting.slug)).body.message).toBe('MEETING_NOT_FOUND');
    expect((await call(host, 'nosuchmeeting')).body.message).toBe('MEETING_NOT_FOUND');
    expect((await server.client().call(api.meetings.joinLink, { params: { slug: meeting.slug } })).status).toBe(401);
  });
});

describe('POST /meeting/{slug}/end', () => {
  it('lets the host end the meeting for everyone, once', async () => {
    const { host, guest, outsider } = await cast();
    const { meeting } = await createMeeting(host, { title: 'Now', invitationIds: [guest.id] });
    expect(meeting.status).toBe('live');
    const end = (who: Person) => who.client.call(api.meetings.end, { params: { slug: meeting.slug } });
    expect([(await end(guest)).status, (await end(guest)).body.message]).toEqual([403, 'NOT_AUTHORIZED']);
    expect((await end(outsider)).body.message).toBe('MEETING_NOT_FOUND');
    expect((await server.db.selectFrom('meetings').select('ended_at').executeTakeFirstOrThrow()).ended_at).toBeNull();

    const ended = await end(host);
    expect(ended.status).toBe(200);
    expect(ended.body.meeting).toMatchObject({ id: meeting.id, status: 'ended' });
    const { ended_at } = await server.db.selectFrom('meetings').select('ended_at').executeTakeFirstOrThrow();
    expect(ended_at).not.toBeNull();
    expect((await view(guest, meeting.slug)).body.permissions?.canJoin).toBe(false);
    // Ending again keeps the first end.
    clock.advance(60_000);
    expect((await end(host)).status).toBe(200);
    expect((await server.db.selectFrom('meetings').select('ended_at').executeTakeFirstOrThrow()).ended_at).toEqual(
      ended_at,
    );
    expect((await host.client.call(api.meetings.end, { params: { slug: 'nosuchmeeting' } })).body.message).toBe(
      'MEETING_NOT_FOUND',
    );
  });
});

describe('GET /meeting/list', () => {
  it('lists the meetings one created or was invited to, by tab, soonest first, paged', async () => {
    const { host, guest, outsider } = await cast();
    const live = await createMeeting(host, { title: 'Live now', invitationIds: [guest.id] });
    const later = await createMeeting(host, plannedForm({ title: 'Later' }));
    const soon = await createMeeting(guest, plannedForm({ title: 'Guest’s own' }));
    await createMeeting(outsider, { title: 'Not theirs', public: true });
    const ended = await createMeeting(host, { title: 'Over', invitationIds: [guest.id] });
    await host.client.call(api.meetings.end, { params: { slug: ended.meeting.slug } });

    const list = async (
      who: Person,
      when: 'upcoming' | 'live' | 'past',
      extra: { limit?: number; skip?: number } = {},
    ) => {
      const res = await who.client.call(api.meetings.list, { query: { when, ...extra } });
      expect(res.status).toBe(200);
      return res.body;
    };
    expect((await list(host, 'live')).data.map((m) => m.title)).toEqual(['Live now']);
    expect((await list(host, 'upcoming')).data.map((m) => m.title)).toEqual(['Later']);
    expect((await list(host, 'past')).data.map((m) => m.title)).toEqual(['Over']);
    expect((await list(guest, 'live')).data.map((m) => m.id)).toEqual([live.meeting.id]);
    expect((await list(guest, 'upcoming')).data.map((m) => m.id)).toEqual([soon.meeting.id]);
    expect((await list(guest, 'past')).data.map((m) => m.id)).toEqual([ended.meeting.id]);
    expect((await list(outsider, 'upcoming')).total).toBe(0);
    expect(later.meeting.title).toBe('Later');

    // Once the clock passes their ends, all three are past, latest first; paged.
    clock.advance(3 * HOUR);
    const page = await list(host, 'past', { limit: 1 });
    expect(page).toMatchObject({ total: 3, limit: 1, skip: 0 });
    const next = await list(host, 'past', { limit: 1, skip: 1 });
    expect(next.data).toHaveLength(1);
    expect(next.data[0]!.id).not.toBe(page.data[0]!.id);
    expect((await list(host, 'upcoming')).total).toBe(0);
  });

  it('refuses an unknown tab and a page past the bound, and the signed-out', async () => {
    const { host } = await cast();
    const bad = await host.client.call(api.meetings.list, { query: { when: 'someday' as 'past' } });
    expect([bad.status, bad.body.message]).toEqual([400, [messages.oneOf('When', MEETING.listWhen)]]);
    const big = await host.client.call(api.meetings.list, { query: { limit: 10_000 } });
    expect(big.status).toBe(400);
    expect((await server.client().call(api.meetings.list, { query: {} })).status).toBe(401);
  });
});

describe('MeetingAccess.forUser (the meeting room’s check)', () => {
  it('answers the meeting and the role, or null for anyone not admitted and any slug that does not exist', async () => {
    const { host, guest, outsider } = await cast();
    const { meeting } = await createMeeting(host, plannedForm({ type: 'webinar', invitationIds: [guest.id] }));
    const tokens = new MeetingJoinTokens(TEST_JWT_SECRET);
    const access = new MeetingAccess(new MeetingRepository(server.db), tokens, clock.now);
    expect(await access.forUser(meeting.slug, host.id)).toEqual({ meeting, role: 'host' });
    expect((await access.forUser(meeting.slug, guest.id))?.role).toBe('presenter');
    expect(await access.forUser(meeting.slug, outsider.id)).toBeNull();
    expect(await access.forUser('nosuchmeeting', host.id)).toBeNull();
    const { link } = (await host.client.call(api.meetings.joinLink, { params: { slug: meeting.slug } })).body;
    expect((await access.forUser(meeting.slug, outsider.id, joinTokenOf(link)))?.role).toBe('attendee');
    expect(
      await access.forUser(meeting.slug, outsider.id, tokens.sign(meeting.slug, Math.floor(clock.now() / 1000) - 1)),
    ).toBeNull();
  });
});

describe('a slug that is too long', () => {
  it('is refused with the rule’s message by every call that names one', async () => {
    const { host } = await cast();
    const slug = 'x'.repeat(MEETING.slugMax + 1);
    const message = [`Meeting: ${messages.maxLength(MEETING.slugMax)}`];
    for (const res of [
      await host.client.call(api.meetings.joinLink, { params: { slug } }),
      await host.client.call(api.meetings.end, { params: { slug } }),
    ]) {
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });
});
