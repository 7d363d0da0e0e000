import { MEMBERSHIP_PLANS, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { createChannel } from '../support/channels.js';
import { createZone, signedIn } from '../support/community.js';
import { createInitialUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const INSUFFICIENT = {
  statusCode: 403,
  message: 'INSUFFICIENT_MEMBERSHIP',
  error: 'Your membership is insufficient... Please upgrade your membership to continue.',
};

const countOf = async (table: 'zones' | 'channels') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const zoneBody = (subdomain: string) => ({ name: `Zone ${subdomain}`, subdomain, description: '', public: true });

describe('membership plan limits', () => {
  it(`refuses a zone past the free plan's ${MEMBERSHIP_PLANS.free.limits.zoneCount} zones with INSUFFICIENT_MEMBERSHIP, until the plan is raised`, async () => {
    const admin = server.client();
    await createInitialUser(admin);
    const me = await signedIn(server);
    for (let i = 0; i < MEMBERSHIP_PLANS.free.limits.zoneCount; i++) await createZone(me);

    const refused = await me.client.call(api.zones.create, { body: zoneBody('one-too-many') });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(INSUFFICIENT);
    expect(await countOf('zones')).toBe(MEMBERSHIP_PLANS.free.limits.zoneCount);

    const raised = await admin.call(api.membership.setUserPlan, {
      params: { id: me.id },
      body: { planCode: 'creator' },
    });
    expect(raised.status).toBe(200);
    const accepted = await me.client.call(api.zones.create, { body: zoneBody('one-more') });
    expect(accepted.status).toBe(200);
    const used = await me.client.call(api.membership.user);
    expect(used.body.used.zoneCount).toBe(MEMBERSHIP_PLANS.free.limits.zoneCount + 1);
  });

  it("refuses a channel past the free plan's channel count with INSUFFICIENT_MEMBERSHIP", async () => {
    const me = await signedIn(server);
    const zone = await createZone(me);
    for (let i = 0; i < MEMBERSHIP_PLANS.free.limits.channelCount; i++) await createChannel(me.client, zone.id);

    const refused = await me.client.call(api.channels.create, {
      params: { zoneId: zone.id },
      body: { name: 'One too many', description: '', public: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(INSUFFICIENT);
    expect(await countOf('channels')).toBe(MEMBERSHIP_PLANS.free.limits.channelCount);
  });
});
