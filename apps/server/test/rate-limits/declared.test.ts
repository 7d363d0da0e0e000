import { api, implicitErrors, RATE_LIMITS } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { createInitialUser } from '../support/factories.js';
import { useTestServer, type InProcessTestServer } from '../support/server.js';
import { newWallet } from '../wallet/support.js';

const limit = RATE_LIMITS.walletNonce;
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

function askNonce(server: InProcessTestServer, address: string, walletAddress = newWallet().address) {
  return server.client().call(api.wallet.nonce, { body: { walletAddress } }, from(address));
}

/** The limits an endpoint declares in the contract, counted by route() in the store the server is given. */
function declaredLimits(store: string, config: { trustProxy: true; redisUrl?: string }) {
  describe(`a limit declared on an endpoint, counted ${store}`, () => {
    // Behind a proxy, so each test names the caller's address in X-Forwarded-For.
    const server = useTestServer({ config });

    it(`answers ${limit.points} calls from an address, then 429 with Retry-After, writing nothing`, async () => {
      await createInitialUser(server.client());
      const address = '203.0.113.7';
      // Invalid calls are refused before they are counted.
      const invalid = await server.client().call(api.wallet.nonce, { body: { walletAddress: 'nope' } }, from(address));
      expect(invalid.status).toBe(400);
      for (let i = 0; i < limit.points; i++) expect((await askNonce(server, address)).status).toBe(200);
      const nonces = await server.db
        .selectFrom('wallet_nonces')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();

      const refused = await askNonce(server, address);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ statusCode: 429, message: 'TOO_MANY_REQUESTS' });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(limit.windowMs / 1000);
      expect(
        await server.db
          .selectFrom('wallet_nonces')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ).toEqual(nonces);

      // Another address has its own allowance; the same /64 of IPv6 shares one.
      expect((await askNonce(server, '198.51.100.7')).status).toBe(200);
      expect((await askNonce(server, '2001:db8::1')).status).toBe(200);
      for (let i = 1; i < limit.points; i++) await askNonce(server, `2001:db8::${(i + 1).toString(16)}`);
      expect((await askNonce(server, '2001:db8::ffff')).status).toBe(429);
      expect((await askNonce(server, '2001:db8:0:1::1')).status).toBe(200);
    });

    it('forgets the counts when the test server resets', async () => {
      await createInitialUser(server.client());
      for (let i = 0; i < limit.points; i++) await askNonce(server, '203.0.113.8');
      expect((await askNonce(server, '203.0.113.8')).status).toBe(429);
      await server.resetRateLimits();
      expect((await askNonce(server, '203.0.113.8')).status).toBe(200);
    });
  });
}

declaredLimits('in memory', { trustProxy: true });
if (process.env.REDIS_URL) declaredLimits('in Redis', { trustProxy: true, redisUrl: process.env.REDIS_URL });

describe('declared limits in the contract', () => {
  it('make TOO_MANY_REQUESTS a refusal the endpoint can give', () => {
    expect(implicitErrors(api.wallet.nonce)).toContain('TOO_MANY_REQUESTS');
    expect(implicitErrors(api.wallet.login)).not.toContain('TOO_MANY_REQUESTS');
  });
});
