import { MEETING, api, meetingMessages, messages, type MeetingCreateInput } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, follow, insertChannel, insertZone } from '../support/channels.js';
import { insertUser } from '../support/factories.js';
import { TEST_APP_URL } from '../support/server.js';
import {
  HOUR,
  TestClock,
  createMeeting,
  meetingWrites,
  person,
  plannedForm,
  stepAhead,
  useMeetingServer,
} from './support.js';

const clock = new TestClock();
const server = useMeetingServer(clock);

const rowOf = (slug: string) =>
  server.db.selectFrom('meetings').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

describe('POST /meeting/create', () => {
  it('starts Meet now at once, for the planning default capped by the plan (free: one hour), at the product’s room page', async () => {
    const ada = await person(server, 'Ada');
    const before = Date.now();
    const res = await ada.client.call(api.meetings.create, { body: { title: ' Stand-up ' } });
    const after = Date.now();
    expect(res.status).toBe(200);
    const { meeting, meetingUrl } = res.body;
    expect(meeting).toMatchObject({
      title: 'Stand-up',
      description: '',
      type: 'instant',
      status: 'live',
      timeZone: 'UTC',
      public: false,
      channelId: null,
      liveStream: false,
      record: false,
      joinLinkExpiryAsHours: MEETING.linkExpiryDefaultHours,
      creator: { id: ada.id, name: 'Ada', avatar: null },
    });
    expect(meeting.slug).toMatch(/^[a-z0-9]{12}$/);
    expect(meetingUrl).toBe(`${TEST_APP_URL}/meeting/${meeting.slug}`);
    const start = Date.parse(meeting.startDate);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(start).toBeLessThanOrEqual(after);
    expect(Date.parse(meeting.endDate) - start).toBe(60 * 60_000);
    expect(meeting.config.toolbarButtons).toEqual(MEETING.defaultToolbarButtons);
    expect(meeting.config).toMatchObject({
      ...MEETING.conferenceDefaults,
      audioLevelsInterval: 200,
      defaultLanguage: 'en',
    });
    const row = await rowOf(meeting.slug);
    expect(row).toMatchObject({ id: meeting.id, created_by: ada.id, type: 'instant', ended_at: null });
  });

  it('plans a meeting at the dates given, with the form’s privacy and room settings', async () => {
    const ada = await person(server, 'Ada');
    const start = stepAhead(24);
    const body = plannedForm({
      title: 'Quarterly review',
      description: 'Numbers,\nthen questions',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + HOUR).toISOString(),
      public: true,
      joinLinkExpiryAsHours: 6,
      config: { toolbarButtons: ['microphone', 'camera', 'hangup'], startWithAudioMuted: true },
    });
    const { meeting } = await createMeeting(ada, body);
    expect(meeting).toMatchObject({
      type: 'planned',
      status: 'upcoming',
      description: 'Numbers,\nthen questions',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + HOUR).toISOString(),
      timeZone: 'Europe/Istanbul',
      public: true,
      joinLinkExpiryAsHours: 6,
    });
    expect(meeting.config).toMatchObject({
      toolbarButtons: ['microphone', 'camera', 'hangup'],
      startWithAudioMuted: true,
    });
    expect(await rowOf(meeting.slug)).toMatchObject({ start_date: start, time_zone: 'Europe/Istanbul', public: true });
  });

  it.each(['webinar', 'studio'] as const)('creates a %s on a plan that allows it', async (type) => {
    const ada = await person(server, 'Ada', 'creator');
    const { meeting } = await createMeeting(ada, plannedForm({ type }));
    expect(meeting.type).toBe(type);
    expect((await rowOf(meeting.slug)).type).toBe(type);
  });

  it('holds a meeting in a channel the creator follows, private', async () => {
    const ada = await person(server, 'Ada');
    const { row: owner } = await insertUser(server, { password: null });
    const channel = await insertChannel(server, (await insertZone(server, owner)).id, owner);
    const adaRow = await server.db.selectFrom('users').selectAll().where('id', '=', ada.id).executeTakeFirstOrThrow();
    await follow(server, adaRow, channel);
    const { meeting } = await createMeeting(ada, plannedForm({ channelId: channel.id }));
    expect(meeting).toMatchObject({ channelId: channel.id, public: false });
  });

  it('replaces the saved settings when asked, and only then (GET /meeting/config/user)', async () => {
    const ada = await person(server, 'Ada', 'creator');
    const defaults = await ada.client.call(api.meetings.userConfig);
    expect(defaults.status).toBe(200);
    expect(defaults.body).toEqual({
      jitsiConfig: expect.objectContaining({
        toolbarButtons: MEETING.defaultToolbarButtons,
        ...MEETING.conferenceDefaults,
      }),
      privacyConfig: { public: false, liveStream: false, record: false, joinLinkExpiryAsHours: 24 },
    });

    await createMeeting(
      ada,
      plannedForm({
        saveConfig: true,
        record: true,
        joinLinkExpiryAsHours: 48,
        config: { toolbarButtons: ['chat'], hideConferenceTimer: true },
      }),
    );
    const saved = (await ada.client.call(api.meetings.userConfig)).body;
    expect(saved.privacyConfig).toEqual({ public: false, liveStream: false, record: true, joinLinkExpiryAsHours: 48 });
    expect(saved.jitsiConfig).toMatchObject({
      toolbarButtons: ['chat'],
      hideConferenceTimer: true,
      startAudioMuted: 10,
    });

    // Not saving leaves them; saving again replaces them whole.
    await createMeeting(ada, plannedForm({ public: true, config: { toolbarButtons: ['camera'] } }));
    expect((await ada.client.call(api.meetings.userConfig)).body).toEqual(saved);
    await createMeeting(ada, plannedForm({ saveConfig: true, liveStream: true }));
    const replaced = (await ada.client.call(api.meetings.userConfig)).body;
    expect(replaced.privacyConfig).toEqual({
      public: false,
      liveStream: true,
      record: false,
      joinLinkExpiryAsHours: 24,
    });
    expect(replaced.jitsiConfig.toolbarButtons).toEqual(MEETING.defaultToolbarButtons);
    expect(replaced.jitsiConfig.hideConferenceTimer).toBe(false);
  });

  it('refuses the signed-out: 401, nothing written', async () => {
    const res = await server.client().call(api.meetings.create, { body: { title: 'Nobody' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
    expect((await server.client().call(api.meetings.userConfig)).status).toBe(401);
    expect((await meetingWrites(server)).meetings).toBe(0);
  });
});

describe('POST /meeting/create refuses bad input with the rule’s message and writes nothing', () => {
  const later = stepAhead(2);
  const at = (hours: number) => new Date(later.getTime() + hours * HOUR).toISOString();
  const cases: [string, MeetingCreateInput | Record<string, unknown>, string][] = [
    ['no title', { title: '  ' }, messages.required('Title')],
    ['a title over 64', { title: 'x'.repeat(MEETING.titleMax + 1) }, `Title: ${messages.maxLength(MEETING.titleMax)}`],
    ['control characters in the title', { title: 'a\u0000b' }, messages.notAllowedCharacters('Title')],
    ['an unknown type', { title: 'T', type: 'party' }, messages.oneOf('Type', MEETING.types)],
    ['a public channel meeting', { title: 'T', public: true, channelId: MISSING_ID }, meetingMessages.publicChannel],
    ['live stream and record', { title: 'T', liveStream: true, record: true }, meetingMessages.liveStreamAndRecord],
    ['a link expiry off the list', { title: 'T', joinLinkExpiryAsHours: 2 }, meetingMessages.linkExpiry],
    ['an unknown time zone', { title: 'T', timeZone: 'Mars/Base' }, meetingMessages.unknownTimeZone],
    ['a planned meeting without dates', { title: 'T', planForLater: true }, meetingMessages.startRequired],
    ['Meet now planned', plannedForm({ type: 'instant' }), meetingMessages.instantPlanned],
    ['a start in the past', plannedForm({ startDate: at(-4), endDate: at(1) }), meetingMessages.startInPast],
    [
      'a start past 30 days',
      plannedForm({ startDate: at(31 * 24), endDate: at(31 * 24 + 1) }),
      meetingMessages.startTooLate,
    ],
    ['an end before the start', plannedForm({ startDate: at(2), endDate: at(1) }), meetingMessages.endBeforeStart],
    ['an end past 90 days', plannedForm({ startDate: at(1), endDate: at(91 * 24) }), meetingMessages.endTooLate],
    [
      'a start off the half hours',
      plannedForm({ startDate: at(0.25), endDate: at(1) }),
      meetingMessages.notOnStep('Start date'),
    ],
    ['a date that is no date', plannedForm({ startDate: 'tomorrow' }), messages.wrongType('Start date', 'a date')],
    [
      'a repeated toolbar button',
      { title: 'T', config: { toolbarButtons: ['chat', 'chat'] } },
      meetingMessages.repeatedToolbarButton,
    ],
    [
      'invitees that are no ids',
      { title: 'T', invitationIds: ['someone'] },
      messages.wrongType('Invited member', 'a valid id'),
    ],
    [
      'too many invitees',
      { title: 'T', invitationIds: Array.from({ length: MEETING.invitationsMax + 1 }, () => MISSING_ID) },
      messages.smallerOrEqual(MEETING.invitationsMax),
    ],
  ];

  it.each(cases)('%s', async (_, body, message) => {
    const ada = await person(server, 'Ada', 'studio');
    const before = await meetingWrites(server);
    const res = await ada.client.call(api.meetings.create, { body: body as MeetingCreateInput });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await meetingWrites(server)).toEqual(before);
  });

  it('an invitee who is yourself, who does not exist or who cannot sign in', async () => {
    const ada = await person(server, 'Ada');
    const bob = await person(server, 'Bob');
    const { row: unverified } = await insertUser(server, { verified: false, password: null });
    const before = await meetingWrites(server);
    for (const [invitationIds, message] of [
      [[bob.id, ada.id], meetingMessages.inviteYourself],
      [[bob.id, MISSING_ID], meetingMessages.inviteUnknown(1)],
      [[MISSING_ID, unverified.id], meetingMessages.inviteUnknown(2)],
    ] as const) {
      const res = await ada.client.call(api.meetings.create, {
        body: plannedForm({ invitationIds: [...invitationIds] }),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual([message]);
    }
    expect(await meetingWrites(server)).toEqual(before);
  });
});

describe('POST /meeting/create in a channel', () => {
  it('refuses a channel the creator cannot see (CHANNEL_NOT_FOUND) or does not follow (USER_NOT_CHANNEL_MEMBER), writing nothing', async () => {
    const ada = await person(server, 'Ada');
    const { row: owner } = await insertUser(server, { password: null });
    const hidden = await insertChannel(server, (await insertZone(server, owner, { public: false })).id, owner, {
      public: false,
    });
    const open = await insertChannel(server, (await insertZone(server, owner)).id, owner);
    const before = await meetingWrites(server);
    for (const [channelId, status, code] of [
      [hidden.id, 404, 'CHANNEL_NOT_FOUND'],
      [MISSING_ID, 404, 'CHANNEL_NOT_FOUND'],
      [open.id, 403, 'USER_NOT_CHANNEL_MEMBER'],
    ] as const) {
      const res = await ada.client.call(api.meetings.create, { body: plannedForm({ channelId }) });
      expect([res.status, res.body.message]).toEqual([status, code]);
    }
    expect(await meetingWrites(server)).toEqual(before);
  });
});
