import { MAIL_RATE_LIMIT } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';

/**
 * Limits the calls that send mail, so they cannot flood an inbox. The counts are kept whether
 * or not the account exists, so a refusal tells nothing about it.
 */
export class MailGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits = MAIL_RATE_LIMIT,
  ) {}

  async resend(userId: string): Promise<void> {
    await this.check(`mail:resend:${userId}`, this.limits.resendPerUser);
  }

  async reset(ip: string, email: string): Promise<void> {
    await this.check(`mail:reset:ip:${ip}`, this.limits.resetPerAddress);
    await this.check(`mail:reset:email:${email.toLowerCase()}`, this.limits.resetPerEmail);
  }

  private async check(key: string, max: number): Promise<void> {
    const { count, retryAfterMs } = await this.limiter.hit(key, this.limits.windowMs);
    if (count > max) {
      throw new AppError('TOO_MANY_REQUESTS', undefined, { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) });
    }
  }
}
