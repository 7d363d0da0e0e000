import { MEMBERSHIP_PLANS, api } from '@plaza/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../support/community.js';
import { createInitialUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const planOf = async (userId: string) =>
  (await server.db.selectFrom('users').select('membership_plan').where('id', '=', userId).executeTakeFirstOrThrow())
    .membership_plan;

async function adminAndUser() {
  const admin = server.client();
  await createInitialUser(admin);
  const user = await signedIn(server);
  return { admin, user };
}

describe('PUT /membership/user/:id', () => {
  it('lets the super admin move a user to another plan, which the user then sees', async () => {
    const { admin, user } = await adminAndUser();
    const res = await admin.call(api.membership.setUserPlan, {
      params: { id: user.id },
      body: { planCode: 'creator' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      plan: { code: 'creator', name: 'Creator', limits: MEMBERSHIP_PLANS.creator.limits },
      used: { zoneCount: 0, channelCount: 0, streamCount: 0 },
    });
    expect(await planOf(user.id)).toBe('creator');
    const own = await user.client.call(api.membership.user);
    expect(own.body.plan.code).toBe('creator');
  });

  it('refuses a normal user with NOT_AUTHORIZED and changes nothing', async () => {
    const { user } = await adminAndUser();
    const res = await user.client.call(api.membership.setUserPlan, {
      params: { id: user.id },
      body: { planCode: 'studio' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'NOT_AUTHORIZED', error: 'You are not authorized.' });
    expect(await planOf(user.id)).toBe('free');
  });

  it('answers USER_NOT_FOUND for an unknown user', async () => {
    const { admin } = await adminAndUser();
    const res = await admin.call(api.membership.setUserPlan, {
      params: { id: randomUUID() },
      body: { planCode: 'creator' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'USER_NOT_FOUND', error: 'User not found.' });
  });

  it('refuses an unknown plan code or a malformed id with 400 and changes nothing', async () => {
    const { admin, user } = await adminAndUser();
    const unknownPlan = await admin.call(api.membership.setUserPlan, {
      params: { id: user.id },
      body: { planCode: 'platinum' as 'free' },
    });
    expect(unknownPlan.status).toBe(400);
    expect(unknownPlan.body).toMatchObject({ message: ['Plan must be one of free, creator, studio'] });
    const missing = await admin.call(api.membership.setUserPlan, { params: { id: user.id }, body: {} as never });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: ['Plan is required'] });
    const badId = await admin.call(api.membership.setUserPlan, {
      params: { id: 'nope' },
      body: { planCode: 'creator' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ message: ['User id must be a valid id'] });
    expect(await planOf(user.id)).toBe('free');
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    const { user } = await adminAndUser();
    const res = await server.client().call(api.membership.setUserPlan, {
      params: { id: user.id },
      body: { planCode: 'creator' },
    });
    expect(res.status).toBe(401);
    expect(await planOf(user.id)).toBe('free');
  });
});
