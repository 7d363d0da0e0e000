import { THIRD_PARTY } from '@plaza/contract';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limiter.js';

/** Limits third-party sign-in attempts per network address: each one costs a call to the provider. */
export class ThirdPartyGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits = THIRD_PARTY,
  ) {}

  async attempt(ip: string): Promise<void> {
    await enforceLimit(this.limiter, `third-party:ip:${ip}`, this.limits.attemptsPerAddress, this.limits.windowMs);
  }
}
