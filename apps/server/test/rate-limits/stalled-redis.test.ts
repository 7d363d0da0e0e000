import { api, RATE_LIMITS } from '@plaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInitialUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { startStallingProxy, type StallingProxy } from '../support/tcp-proxy.js';
import { newWallet } from '../wallet/support.js';

/** A small allowance, so the test is short: what matters is that each call is answered at all. */
const POINTS = 3;
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe.runIf(process.env.REDIS_URL)('a declared limit while Redis stalls', () => {
  let proxy: StallingProxy;
  let redisUrl: string;
  beforeAll(async () => {
    const url = new URL(process.env.REDIS_URL!);
    proxy = await startStallingProxy(url.hostname, Number(url.port || 6379));
    redisUrl = `redis://${url.hostname}:${proxy.port}${url.pathname}`;
  });
  afterAll(() => proxy.close());
  // Every Redis link of the server (counts, job wake-ups, socket fan-out) goes through the proxy.
  const server = useTestServer(() => ({
    config: { trustProxy: true, redisUrl },
    rateLimits: { [RATE_LIMITS.walletNonce.name]: { points: POINTS } },
  }));

  const askNonce = (address: string) =>
    server.client().call(api.wallet.nonce, { body: { walletAddress: newWallet().address } }, from(address));

  it('answers without waiting for Redis, and the limit still holds in this process', async () => {
    await createInitialUser(server.client());
    expect((await askNonce('203.0.113.9')).status).toBe(200);
    proxy.stall();
    try {
      // Without a bounded wait, the first of these would answer only once Redis does.
      const started = performance.now();
      for (let i = 0; i < POINTS; i++) expect((await askNonce('203.0.113.10')).status).toBe(200);
      expect((await askNonce('203.0.113.10')).status).toBe(429);
      expect(performance.now() - started).toBeLessThan(15_000);
    } finally {
      proxy.resume();
    }
  });
});
