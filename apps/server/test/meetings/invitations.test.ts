import { api } from '@plaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailTo } from '../support/outbox.js';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.js';
import { HOUR, TestClock, createMeeting, person, plannedForm, useMeetingServer } from './support.js';

let smtp: TestSmtpServer;
beforeAll(async () => (smtp = await startSmtpServer()));
afterAll(() => smtp.close());

const clock = new TestClock();
const server = useMeetingServer(clock, () => ({ config: { smtpUrl: smtp.url } }));

/** A time as a clock in Istanbul shows it (UTC+3 all year since 2016), in the mail's words: 1:30 PM. */
function istanbulClock(at: Date): string {
  const local = new Date(at.getTime() + 3 * HOUR);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An .ics file's content lines, unfolded (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('inviting members to a meeting', () => {
  it('notifies each invitee and mails them the time in the meeting’s zone, a link and an .ics calendar entry', async () => {
    const host = await person(server, 'Hana Host');
    const bob = await person(server, 'Bob Builder');
    // 10:00 in Istanbul two days on: the hour never crosses midnight there, whatever time the test runs.
    const start = new Date(Date.now() + 48 * HOUR);
    start.setUTCHours(7, 0, 0, 0);
    const end = new Date(start.getTime() + HOUR);
    const description = `Agenda; numbers, then questions.\n${'Long line of the agenda with ünïcödé words '.repeat(3)}`;
    const { meeting } = await createMeeting(
      host,
      plannedForm({
        title: 'Design review, part 2; final',
        description,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        timeZone: 'Europe/Istanbul',
        invitationIds: [bob.id],
      }),
    );

    const notifications = await bob.client.call(api.notifications.list, { query: {} });
    expect(notifications.body.data).toEqual([
      expect.objectContaining({
        type: 'meeting_invitation',
        createdBy: expect.objectContaining({ id: host.id, fullName: 'Hana Host' }),
        meeting: { slug: meeting.slug, title: meeting.title, startDate: meeting.startDate },
        readOn: null,
      }),
    ]);

    const mail = await smtp.waitForMail(bob.email);
    const page = `http://plaza.test:8000/meeting/${meeting.slug}`;
    expect(mail.subject).toBe('Hana Host invited you to “Design review, part 2; final”');
    expect(mail.text).toContain('Hello Bob Builder,');
    expect(mail.text).toContain(`${istanbulClock(start)} – ${istanbulClock(end)} (Europe/Istanbul)`);
    expect(mail.text).toContain(page);
    expect(mail.html).toContain(`href="${page}"`);

    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics!.filename).toBe('meeting.ics');
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    const raw = ics!.content;
    expect(raw.endsWith('\r\n')).toBe(true);
    const physical = raw.slice(0, -2).split('\r\n');
    expect(physical.every((line) => !line.includes('\n') && Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    const utc = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(unfold(raw.slice(0, -2))).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Plaza//Meetings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:${meeting.id}@plaza.test`,
      `DTSTAMP:${utc(new Date(meeting.createdAt)).replace(/\.\d{3}/, '')}`,
      `DTSTART:${utc(start)}`,
      `DTEND:${utc(end)}`,
      'SUMMARY:Design review\\, part 2\\; final',
      `DESCRIPTION:${description.trim().replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n')}\\n\\n${page}`,
      `URL:${page}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('tells nothing to an invitee who blocked the host, and notifies each invitee once', async () => {
    const host = await person(server, 'Hana Host');
    const bob = await person(server, 'Bob');
    const carol = await person(server, 'Carol');
    await server.db.insertInto('user_blocks').values({ blocker_id: carol.id, blocked_id: host.id }).execute();
    await createMeeting(host, { title: 'Now', invitationIds: [bob.id, carol.id, bob.id] });
    await smtp.waitForMail(bob.email);
    const mailJobs = await server.db.selectFrom('jobs').select('id').where('kind', '=', 'mail.send').execute();
    expect(mailJobs).toHaveLength(1);
    expect((await bob.client.call(api.notifications.counts)).body).toEqual({ unviewedCount: 1, unreadCount: 1 });
    expect((await carol.client.call(api.notifications.counts)).body).toEqual({ unviewedCount: 0, unreadCount: 0 });
    const invited = await server.db.selectFrom('meeting_invitations').select('user_id').execute();
    expect(invited.map((i) => i.user_id).sort()).toEqual([bob.id, carol.id].sort());
  });
});

describe('inviting members without SMTP', () => {
  const quiet = useMeetingServer(new TestClock());

  it('keeps the invitation mail in the outbox, text and link included', async () => {
    const host = await person(quiet, 'Hana Host');
    const bob = await person(quiet, 'Bob');
    const { meeting } = await createMeeting(host, plannedForm({ title: 'Outbox review', invitationIds: [bob.id] }));
    const mail = await outboxMailTo(quiet, bob.email, 'Hana Host invited you to “Outbox review”');
    expect(mail.text).toContain(`http://plaza.test:8000/meeting/${meeting.slug}`);
    expect(mail.text).toContain('(Europe/Istanbul)');
  });
});
