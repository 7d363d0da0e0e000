import { DEFAULT_MEMBERSHIP_PLAN, MEMBERSHIP_PLANS, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { createChannel } from '../support/channels.js';
import { createZone, signedIn } from '../support/community.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const free = { code: 'free', name: 'Free', limits: MEMBERSHIP_PLANS.free.limits };

describe('GET /membership/user', () => {
  it('puts every new user on the free plan, nothing used yet', async () => {
    expect(DEFAULT_MEMBERSHIP_PLAN).toBe('free');
    const me = await signedIn(server);
    const res = await me.client.call(api.membership.user);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ plan: free, used: { zoneCount: 0, channelCount: 0, streamCount: 0 } });
  });

  it('counts the zones and channels the user created, not those of others they joined', async () => {
    const me = await signedIn(server);
    const other = await signedIn(server);
    const zone = await createZone(me);
    await createZone(me);
    const afterZones = await me.client.call(api.membership.user);
    expect(afterZones.body.used).toEqual({ zoneCount: 2, channelCount: 0, streamCount: 0 });

    await createChannel(me.client, zone.id);
    const theirZone = await createZone(other);
    const theirChannel = await createChannel(other.client, theirZone.id);
    expect((await me.client.call(api.zones.join, { params: { id: theirZone.id } })).status).toBe(200);
    expect((await me.client.call(api.channels.join, { params: { id: theirChannel.channel.id } })).status).toBe(200);

    const res = await me.client.call(api.membership.user);
    expect(res.body.used).toEqual({ zoneCount: 2, channelCount: 1, streamCount: 0 });
    const theirs = await other.client.call(api.membership.user);
    expect(theirs.body.used).toEqual({ zoneCount: 1, channelCount: 1, streamCount: 0 });
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    const res = await server.client().call(api.membership.user);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'NOT_SIGNED_IN' });
  });
});

describe('GET /membership/plans', () => {
  it('lists every plan with its limits', async () => {
    const me = await signedIn(server);
    const res = await me.client.call(api.membership.plans);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      Object.entries(MEMBERSHIP_PLANS).map(([code, plan]) => ({ code, name: plan.name, limits: plan.limits })),
    );
    expect(res.body.data.map((p) => p.code)).toEqual(['free', 'creator', 'studio']);
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    const res = await server.client().call(api.membership.plans);
    expect(res.status).toBe(401);
  });
});
