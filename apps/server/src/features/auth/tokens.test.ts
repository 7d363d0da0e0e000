import { SESSION } from '@plaza/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './tokens.js';

const claims = { userId: 'user-1', sessionId: 'session-1' };

describe('AccessTokens.verify (kept once verified)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a genuine token again from what it verified, and refuses it once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new AccessTokens('a-secret-of-enough-length-for-hs256', 'plaza');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + SESSION.accessTokenMinutes * 60_000 + 1000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or for another issuer, however often it comes', async () => {
    const tokens = new AccessTokens('a-secret-of-enough-length-for-hs256', 'plaza');
    const forged = await new AccessTokens('another-secret-of-enough-length-too', 'plaza').sign(claims);
    const elsewhere = await new AccessTokens('a-secret-of-enough-length-for-hs256', 'other').sign(claims);
    for (let i = 0; i < 2; i += 1) {
      expect(await tokens.verify(forged)).toBeNull();
      expect(await tokens.verify(elsewhere)).toBeNull();
    }
    const token = await tokens.sign(claims);
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });
});
