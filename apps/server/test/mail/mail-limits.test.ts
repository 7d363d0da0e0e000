import { api, MAIL_RATE_LIMIT } from '@plaza/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CallResult } from '../support/client.js';
import {
  addZoneMember,
  createZone,
  followChannel,
  insertChannel,
  MANY_LOGINS,
  signedIn,
  type Member,
} from '../support/community.js';
import { createInitialUser, registrationInput } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

// Behind a trusted proxy, X-Forwarded-For names the caller's address, so a test can speak from several.
const server = useTestServer({ loginLimits: MANY_LOGINS, config: { trustProxy: true } });
beforeEach(async () => {
  await createInitialUser(server.client());
});

const HOUR_S = MAIL_RATE_LIMIT.hourMs / 1000;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

/** What a refused mail call must leave as it was. */
async function written() {
  const count = async (table: 'users' | 'jobs' | 'invitations' | 'user_tokens') =>
    (await server.db.selectFrom(table).select('id').execute()).length;
  return {
    users: await count('users'),
    tokens: await count('user_tokens'),
    invitations: await count('invitations'),
    jobs: await count('jobs'),
  };
}

function expectRefused(res: CallResult<unknown>, windowS: number) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ message: 'TOO_MANY_REQUESTS' });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowS);
}

const register = (ip: string) => server.client().call(api.account.register, { body: registrationInput() }, from(ip));

describe('sign-ups, which mail a verification link', () => {
  it(`allow ${MAIL_RATE_LIMIT.signUpsPerAddress} an hour per address, then refuse e-mail and wallet sign-ups alike, writing and mailing nothing`, async () => {
    for (let i = 0; i < MAIL_RATE_LIMIT.signUpsPerAddress; i++)
      expect((await register('203.0.113.1')).status).toBe(200);
    const before = await written();

    expectRefused(await register('203.0.113.1'), HOUR_S);
    // Counted before the signature is checked, so a flood costs no signature recovery either.
    const wallet = await server.client().call(
      api.wallet.register,
      {
        body: {
          walletAddress: `0x${'ab'.repeat(20)}`,
          signature: `0x${'cd'.repeat(65)}`,
          fullName: 'Wallet Flood',
          email: 'flood@example.com',
        },
      },
      from('203.0.113.1'),
    );
    expectRefused(wallet, HOUR_S);
    expect(await written()).toEqual(before);

    expect((await register('203.0.113.2')).status).toBe(200);
  });
});

describe('the public resend of a verification mail', () => {
  it(`allows ${MAIL_RATE_LIMIT.resendPerAddress} per address in its window, known ids or not`, async () => {
    const resend = (n: number, ip: string) =>
      server
        .client()
        .call(
          api.account.resendVerificationMail,
          { params: { id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` } },
          from(ip),
        );
    for (let i = 0; i < MAIL_RATE_LIMIT.resendPerAddress; i++)
      expect((await resend(i, '203.0.113.1')).status).toBe(200);
    expectRefused(await resend(99, '203.0.113.1'), MAIL_RATE_LIMIT.windowMs / 1000);
    expect((await resend(99, '203.0.113.2')).status).toBe(200);
  });
});

describe('invitations by e-mail', () => {
  /** A plain member (role USER) of someone's zone and of a channel in it, who may invite to both. */
  async function plainMember() {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const channel = await insertChannel(server, zone.id, owner.id);
    const member = await signedIn(server);
    await addZoneMember(server, member.id, zone.id, 'USER');
    await followChannel(server, member.id, channel.id, 'USER');
    let n = 0;
    const email = () => `guest-${member.id.slice(0, 8)}-${(n += 1)}@example.com`;
    const { client } = member;
    return {
      zone: (ip: string) =>
        client.call(api.zones.invite, { params: { id: zone.id }, body: { email: email() } }, from(ip)),
      channel: (ip: string) =>
        client.call(api.channels.invite, { params: { id: channel.id }, body: { email: email() } }, from(ip)),
      contact: (ip: string) => client.call(api.contacts.invite, { body: { email: email() } }, from(ip)),
      contactMember: (other: Member, ip: string) =>
        client.call(api.contacts.invite, { body: { userId: other.id } }, from(ip)),
    };
  }

  it(`allow ${MAIL_RATE_LIMIT.sendsPerAccount} an hour per account, zone, channel and contact invitations together`, async () => {
    const plain = await plainMember();
    const ip = '203.0.113.1';
    const third = MAIL_RATE_LIMIT.sendsPerAccount / 3;
    for (let i = 0; i < third; i++) {
      expect((await plain.zone(ip)).status).toBe(200);
      expect((await plain.channel(ip)).status).toBe(200);
      expect((await plain.contact(ip)).status).toBe(200);
    }
    const before = await written();
    expect(before.invitations).toBe(MAIL_RATE_LIMIT.sendsPerAccount);

    expectRefused(await plain.zone(ip), HOUR_S);
    expectRefused(await plain.channel(ip), HOUR_S);
    expectRefused(await plain.contact(ip), HOUR_S);
    // The account is refused from any address; another account at this address is not.
    expectRefused(await plain.zone('203.0.113.2'), HOUR_S);
    expect(await written()).toEqual(before);
    expect((await (await plainMember()).zone(ip)).status).toBe(200);
    // An invitation that sends no mail (to a member, by id) does not count here.
    expect((await plain.contactMember(await signedIn(server), ip)).status).toBe(200);
  });

  it(`allow ${MAIL_RATE_LIMIT.sendsPerAddress} an hour per address, whichever accounts send them`, async () => {
    const ip = '203.0.113.7';
    const accounts = MAIL_RATE_LIMIT.sendsPerAddress / MAIL_RATE_LIMIT.sendsPerAccount;
    for (let a = 0; a < accounts; a++) {
      const plain = await plainMember();
      for (let i = 0; i < MAIL_RATE_LIMIT.sendsPerAccount; i++) expect((await plain.zone(ip)).status).toBe(200);
    }
    const fresh = await plainMember();
    const before = await written();
    expectRefused(await fresh.zone(ip), HOUR_S);
    expect(await written()).toEqual(before);
    expect((await fresh.zone('203.0.113.8')).status).toBe(200);
  });
});
