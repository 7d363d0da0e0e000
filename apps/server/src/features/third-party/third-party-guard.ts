import { THIRD_PARTY } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';

/** Limits third-party sign-in attempts per network address: each one costs a call to the provider. */
export class ThirdPartyGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits = THIRD_PARTY,
  ) {}

  async attempt(ip: string): Promise<void> {
    const { count, retryAfterMs } = await this.limiter.hit(`third-party:ip:${ip}`, this.limits.windowMs);
    if (count > this.limits.attemptsPerAddress) {
      throw new AppError('TOO_MANY_REQUESTS', undefined, { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) });
    }
  }
}
