import type { ServerEventName } from '@plaza/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema.js';
import { contactServices } from '../../src/features/contacts/contacts.module.js';
import type { ContactRouteServices } from '../../src/features/contacts/contacts.routes.js';
import { Notifier } from '../../src/features/notifications/notifier.js';
import { Mailer } from '../../src/features/mail/mailer.js';
import { JOB_KINDS } from '../../src/jobs/job-kinds.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { MemoryRateLimiter } from '../../src/lib/rate-limiter.js';
import type { RealtimeHub } from '../../src/realtime/realtime-hub.js';
import { insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { actorOf } from '../support/actor.js';

/** The contact services on the test database, with a realtime hub that records what it is asked. */
class RecordingHub implements RealtimeHub {
  readonly sent: { to: string[]; event: ServerEventName; payload: unknown }[] = [];
  readonly presenceQueries: string[][] = [];
  online = new Set<string>();

  toUsers<E extends ServerEventName>(userIds: readonly string[], event: E, ...args: unknown[]): void {
    this.sent.push({ to: [...userIds].sort(), event, payload: args[0] });
  }

  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    this.presenceQueries.push([...userIds].sort());
    return new Set(userIds.filter((id) => this.online.has(id)));
  }

  /** What was sent, without the notifications (the notifier's own business). */
  contactEvents() {
    return this.sent.filter((e) => e.event !== 'notification');
  }
}

const silent = { info() {}, warn() {}, error() {}, debug() {}, fatal() {}, trace() {}, child: () => silent };
type Log = ConstructorParameters<typeof JobQueue>[1];

const server = useTestServer();
let hub: RecordingHub;
let services: ContactRouteServices;
beforeEach(async () => {
  hub = new RecordingHub();
  const log = silent as unknown as Log;
  services = contactServices({
    db: server.db,
    config: server.config,
    mailer: new Mailer(new JobQueue(server.db, log, JOB_KINDS)),
    limiter: new MemoryRateLimiter(),
    notifier: new Notifier(server.db, hub, log),
    realtime: hub,
    invitesPerHour: 2,
  });
});

const user = async (fullName: string, userName: string): Promise<UserRow> =>
  (await insertUser(server, { fullName, userName })).row;

async function contacts(a: UserRow, b: UserRow) {
  await services.invitations.invite(a, { userId: b.id }, '127.0.0.1');
  const invitation = await server.db
    .selectFrom('invitations')
    .select('id')
    .where('created_by', '=', a.id)
    .where('response', 'is', null)
    .executeTakeFirstOrThrow();
  await services.invitations.respond(b, { contactInvitationId: invitation.id, status: 'ACCEPTED' });
}

describe('contact events on the realtime socket', () => {
  it('delivers the notifications live and, on acceptance, announces an online contact to the other', async () => {
    const [ada, grace] = [await user('Ada', 'ada'), await user('Grace', 'grace')];
    hub.online = new Set([grace.id]);
    await contacts(ada, grace);
    expect(hub.sent.filter((e) => e.event === 'notification').map((e) => e.to)).toEqual([[grace.id], [ada.id]]);
    expect(hub.contactEvents()).toEqual([
      { to: [ada.id, grace.id].sort(), event: 'contacts_changed', payload: undefined },
      { to: [ada.id], event: 'contact_user_connected', payload: grace.id },
    ]);
  });

  it('tells both when a contact is removed or a user blocked', async () => {
    const [ada, grace] = [await user('Ada', 'ada'), await user('Grace', 'grace')];
    await contacts(ada, grace);
    hub.sent.length = 0;
    await services.contacts.remove(actorOf(ada), grace.id);
    await services.blocks.block(grace, ada.id);
    const both = [ada.id, grace.id].sort();
    expect(hub.contactEvents()).toEqual([
      { to: both, event: 'contacts_changed', payload: undefined },
      { to: both, event: 'contacts_changed', payload: undefined },
    ]);
  });

  it('asks presence once per page, for the contacts on it, and reports it', async () => {
    const ada = await user('Ada', 'ada');
    const others = [await user('Bob', 'bob'), await user('Cy', 'cy'), await user('Di', 'di')];
    for (const other of others) await contacts(other, ada);
    hub.online = new Set([others[1]!.id]);
    hub.presenceQueries.length = 0;
    const page = await services.contacts.list(actorOf(ada), 'ada', { limit: 2, skip: 0 });
    expect(page.data.map((c) => [c.contactUser.userName, c.online])).toEqual([
      ['bob', false],
      ['cy', true],
    ]);
    expect(hub.presenceQueries).toEqual([[others[0]!.id, others[1]!.id].sort()]);
  });

  it('takes the hourly allowance it is given', async () => {
    const ada = await user('Ada', 'ada');
    await services.invitations.invite(ada, { email: 'one@example.com' }, '127.0.0.1');
    await services.invitations.invite(ada, { email: 'two@example.com' }, '127.0.0.1');
    await expect(services.invitations.invite(ada, { email: 'three@example.com' }, '127.0.0.1')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
