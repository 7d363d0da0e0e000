import { api, LOGIN_RATE_LIMIT, RATE_LIMITS } from '@plaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster, type ServerProcess } from '../chat/process-support.js';
import { insertUser } from '../support/factories.js';
import { newWallet } from '../wallet/support.js';

/**
 * Two real server processes on one PostgreSQL database and one Redis, as behind a load balancer
 * that sends each request to either: the rate limits count once, in Redis, whichever answers.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('rate limits across two server processes', () => {
  let cluster: Cluster;
  let processes: ServerProcess[];

  beforeAll(async () => {
    // Behind a proxy, so each test names the caller's address in X-Forwarded-For.
    cluster = await startCluster(2, process.env.REDIS_URL!, { TRUST_PROXY: 'true' });
    processes = cluster.servers;
  });
  afterAll(() => cluster?.close());

  /** Attempt `n` goes to process n % 2, as a round-robin balancer sends it. */
  function login(n: number, address: string, emailOrUserName: string, password: string) {
    return processes[n % 2]!.client().call(
      api.auth.login,
      { body: { emailOrUserName, password } },
      { headers: { 'x-forwarded-for': address } },
    );
  }

  async function account() {
    const { row, password } = await insertUser(processes[0]!);
    return { email: row.email, password: password! };
  }

  it(`locks an address out of an account after ${LOGIN_RATE_LIMIT.failuresPerAccount} wrong passwords sent to both`, async () => {
    const { email, password } = await account();
    const statuses: number[] = [];
    for (let n = 0; n <= LOGIN_RATE_LIMIT.failuresPerAccount; n++) {
      statuses.push((await login(n, '203.0.113.1', email, `wrong-guess-${n}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_RATE_LIMIT.failuresPerAccount).fill(401), 429]);
    // Even the right password, on either process: it may be a guesser who got lucky.
    for (const n of [0, 1]) {
      const lucky = await login(n, '203.0.113.1', email, password);
      expect(lucky.status).toBe(429);
      expect(Number(lucky.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The owner elsewhere still gets in.
    expect((await login(0, '198.51.100.1', email, password)).status).toBe(200);
  });

  it(`refuses new addresses after ${LOGIN_RATE_LIMIT.accountFailuresBeforeGuard} failures on an account from many`, async () => {
    const { email, password } = await account();
    // The owner's own address, known to the account.
    expect((await login(1, '198.51.100.2', email, password)).status).toBe(200);
    const perAddress = LOGIN_RATE_LIMIT.failuresPerAccount;
    for (let n = 0; n < LOGIN_RATE_LIMIT.accountFailuresBeforeGuard; n++) {
      const address = `203.0.113.${10 + Math.floor(n / perAddress)}`;
      expect((await login(n, address, email, `wrong-guess-${n}`)).status).toBe(401);
    }
    expect((await login(0, '203.0.113.99', email, password)).status).toBe(429);
    expect((await login(1, '203.0.113.98', email, password)).status).toBe(429);
    expect((await login(0, '198.51.100.2', email, password)).status).toBe(200);
  });

  it(`answers attempt ${LOGIN_RATE_LIMIT.attemptsPerAddress + 1} from one address with 429, not attempt ${2 * LOGIN_RATE_LIMIT.attemptsPerAddress + 1}`, async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= LOGIN_RATE_LIMIT.attemptsPerAddress; n++) {
      // A different name each time, so only the address's count can refuse.
      statuses.push((await login(n, '203.0.113.50', `nobody_${n}`, 'wrong-password')).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await login(1, '203.0.113.51', 'nobody', 'wrong-password')).status).toBe(401);
  });

  it(`answers a declared limit's call ${RATE_LIMITS.walletNonce.points + 1} with 429 whichever process counts it`, async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= RATE_LIMITS.walletNonce.points; n++) {
      const res = await processes[n % 2]!.client().call(
        api.wallet.nonce,
        { body: { walletAddress: newWallet().address } },
        { headers: { 'x-forwarded-for': '203.0.113.60' } },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
