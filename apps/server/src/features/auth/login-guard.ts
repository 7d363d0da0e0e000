import { LOGIN_RATE_LIMIT } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';

export interface LoginLimits {
  windowMs: number;
  failuresPerAccount: number;
  attemptsPerAddress: number;
}

/**
 * Rate limits on sign-in: every attempt counts against the caller's address; failed attempts
 * count against the account named, so a guesser is stopped whichever they vary.
 */
export class LoginGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: LoginLimits = LOGIN_RATE_LIMIT,
  ) {}

  async checkAddress(ip: string): Promise<void> {
    const address = await this.limiter.hit(`login:ip:${ip}`, this.limits.windowMs);
    if (address.count > this.limits.attemptsPerAddress) this.refuse(address.retryAfterMs);
  }

  /** `account` is the user id when the account exists, else the name that was typed. */
  async checkAccount(account: string): Promise<void> {
    const failures = await this.limiter.peek(this.accountKey(account));
    if (failures.count >= this.limits.failuresPerAccount) this.refuse(failures.retryAfterMs);
  }

  async failed(account: string): Promise<void> {
    await this.limiter.hit(this.accountKey(account), this.limits.windowMs);
  }

  async succeeded(account: string): Promise<void> {
    await this.limiter.reset(this.accountKey(account));
  }

  private accountKey(account: string) {
    return `login:account:${account.trim().toLowerCase()}`;
  }

  private refuse(retryAfterMs: number): never {
    throw new AppError('TOO_MANY_REQUESTS', undefined, { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) });
  }
}
