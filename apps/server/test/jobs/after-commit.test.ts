import type { ServerEventName } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { afterCommit, inTransaction } from '../../src/db/unit-of-work.js';
import { Mailer, outboxTransport } from '../../src/features/mail/mailer.js';
import { Notifier } from '../../src/features/notifications/notifier.js';
import { UserRepository } from '../../src/features/users/user.repository.js';
import { JOB_KINDS } from '../../src/jobs/job-kinds.js';
import type { WakeChannel } from '../../src/jobs/job-wake.js';
import type { RealtimeHub } from '../../src/realtime/realtime-hub.js';
import { silentLog, useJobDatabase } from './support.js';

const t = useJobDatabase();

/** Records what would reach sockets and other processes. */
function recorders() {
  const events: string[] = [];
  const hub: RealtimeHub = {
    toUsers: ((_userIds: readonly string[], event: ServerEventName) => {
      events.push(`socket:${event}`);
    }) as RealtimeHub['toUsers'],
    onlineAmong: async () => new Set<string>(),
  };
  const channel: WakeChannel = {
    publish: async () => void events.push('wake'),
    listen: async () => {},
    close: async () => {},
  };
  return { events, hub, channel };
}

async function twoUsers() {
  const users = new UserRepository(t.db);
  const make = (n: string) =>
    users.insert({
      full_name: n,
      user_name: n,
      email: `${n}@example.com`,
      password_hash: null,
      email_verified_at: new Date(),
    });
  return [await make('ada'), await make('bob')] as const;
}

const mail = { to: 'x@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };

describe('the unit of work (inTransaction)', () => {
  async function scene() {
    const { events, hub, channel } = recorders();
    // A worker that would send the mail at once if it were ever woken (no poll within the test).
    const jobs = t.queue(JOB_KINDS, { pollMs: 60_000 }, channel);
    const outbox = outboxTransport(t.db, silentLog);
    jobs.handle('mail.send', async (m) => {
      events.push('mail');
      await outbox(m);
    });
    jobs.handle('media.transcode', async () => {});
    await jobs.start();
    const [ada, bob] = await twoUsers();
    const notifier = new Notifier(t.db, hub, silentLog);
    const change = async (trx: Db) => {
      await new Mailer(jobs).send(mail, trx);
      await notifier.add(trx, [{ userId: bob.id, type: 'post_like', createdBy: ada.id }]);
      await afterCommit(trx, () => hub.toUsers([bob.id], 'contacts_changed'));
    };
    return { events, change };
  }

  it('sends no mail, wakes no worker and tells nobody of a change rolled back', async () => {
    const { events, change } = await scene();
    await expect(
      inTransaction(t.db, async (trx) => {
        await change(trx);
        throw new Error('refused after all');
      }),
    ).rejects.toThrow('refused after all');
    expect(events).toEqual([]);
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('notifications').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  it('once committed: wakes the worker, delivers the notification and emits, in that order; the worker sends the mail', async () => {
    const { events, change } = await scene();
    await inTransaction(t.db, async (trx) => {
      await change(trx);
      expect(events).toEqual([]);
    });
    await expect.poll(() => events.length).toBe(4);
    // The after-commit work runs in order; the woken worker sends the mail beside it (on a fast
    // claim, before the notification's delivery has read its rows), so only its presence is fixed.
    expect(events.filter((event) => event !== 'mail')).toEqual([
      'wake',
      'socket:notification',
      'socket:contacts_changed',
    ]);
    expect(events[0]).toBe('wake');
    expect(events).toContain('mail');
    await expect.poll(async () => (await t.db.selectFrom('mail_outbox').select('subject').execute()).length).toBe(1);
  });

  it('runs after-commit work at once outside a transaction: the write already committed', async () => {
    const ran: string[] = [];
    await afterCommit(t.db, () => void ran.push('now'));
    expect(ran).toEqual(['now']);
  });
});
