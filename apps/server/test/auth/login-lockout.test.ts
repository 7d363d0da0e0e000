import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

// Behind a proxy, so each test names the caller's address in X-Forwarded-For.
const server = useTestServer({
  config: { trustProxy: true },
  loginLimits: { windowMs: 60_000, failuresPerAccount: 3, attemptsPerAddress: 8, accountFailuresBeforeGuard: 6 },
});

const OWNER_ADDRESS = '198.51.100.10';

function login(address: string, emailOrUserName: string, password: string) {
  return server
    .client()
    .call(api.auth.login, { body: { emailOrUserName, password } }, { headers: { 'x-forwarded-for': address } });
}

/** An account whose owner has signed in from OWNER_ADDRESS before. */
async function owner() {
  const { row, password } = await insertUser(server);
  expect((await login(OWNER_ADDRESS, row.email, password!)).status).toBe(200);
  return { email: row.email, userName: row.user_name!, password: password! };
}

/** `count` wrong passwords from the address; answers the statuses. */
async function guess(address: string, account: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await login(address, account, `wrong-guess-${i}`)).status);
  return statuses;
}

describe('sign-in limits cannot lock an owner out', () => {
  it('refuses an address that failed too often on an account, and no other', async () => {
    const account = await owner();
    expect(await guess('203.0.113.1', account.email, 4)).toEqual([401, 401, 401, 429]);
    // The right password from that address is refused too: it may be a guesser who got lucky.
    const lucky = await login('203.0.113.1', account.userName, account.password);
    expect(lucky.status).toBe(429);
    expect(lucky.body.message).toBe('TOO_MANY_REQUESTS');
    expect(Number(lucky.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner at their own address, and anyone at another, still get in.
    expect((await login(OWNER_ADDRESS, account.email, account.password)).status).toBe(200);
    expect((await login('203.0.113.2', account.email, account.password)).status).toBe(200);
  });

  it('lets the owner in at their own address after wrong passwords from many addresses', async () => {
    const account = await owner();
    for (let i = 1; i <= 11; i++) {
      const statuses = await guess(`203.0.113.${i}`, account.email, 4);
      expect(statuses.at(-1)).toBe(429);
    }
    const res = await login(OWNER_ADDRESS, account.email, account.password);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(account.email);
  });

  it('bounds guessing spread over many addresses: past the account’s limit, only its familiar addresses may try', async () => {
    const account = await owner();
    // Two failures from each of three addresses: six in all, none of them refused.
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect(await guess(address, account.email, 2)).toEqual([401, 401]);
    }
    // Any new address is refused now, without its password being tried, the right one included.
    expect(await guess('203.0.113.4', account.email, 1)).toEqual([429]);
    expect((await login('203.0.113.5', account.email, account.password)).status).toBe(429);
    // An address the account signed in from before still gets in.
    expect((await login(OWNER_ADDRESS, account.email, account.password)).status).toBe(200);
  });

  it('treats an unknown account like a known one', async () => {
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect(await guess(address, 'nobody_here', 2)).toEqual([401, 401]);
    }
    expect(await guess('203.0.113.4', 'nobody_here', 1)).toEqual([429]);
  });

  it('counts an IPv6 caller by its /64', async () => {
    const account = await owner();
    const statuses: number[] = [];
    for (const address of [
      '2001:db8:7:7::1',
      '2001:db8:7:7::2',
      '2001:db8:7:7::3',
      '2001:db8:7:7:ffff:ffff:ffff:ffff',
    ]) {
      statuses.push(...(await guess(address, account.email, 1)));
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login('2001:db8:7:8::1', account.email, account.password)).status).toBe(200);
  });

  it('keeps the limit on attempts per address, whatever the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await login('203.0.113.9', `someone${i}`, 'whatever1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
  });
});
