import { LOGIN_RATE_LIMIT } from '@plaza/contract';
import { addressKey } from '../../lib/address-key.js';
import { tooManyRequests, type RateLimiter } from '../../lib/rate-limiter.js';

export interface LoginLimits {
  windowMs: number;
  /** Failed attempts on one account from one address before that address is refused for it. */
  failuresPerAccount: number;
  /** Attempts of any kind from one address. */
  attemptsPerAddress: number;
  /** Failed attempts on one account from all addresses before only its familiar addresses may try. */
  accountFailuresBeforeGuard?: number;
}

/**
 * Rate limits on sign-in, so that guessing is bounded and nobody can lock an owner out:
 * - every attempt counts against the caller's address (an IPv6 caller by its /64);
 * - failures count against the pair (address, account): a guesser's address is refused for
 *   that account, the owner at their own address is not;
 * - failures also count against the account from every address: past
 *   `accountFailuresBeforeGuard` in a window (guessing spread over many addresses), only
 *   addresses the account has signed in from before may try its password, until the window
 *   ends. So distributed guessing gets at most that many tries a window, and the owner still
 *   gets in from an address they used before; from a new one they can reset their password.
 */
export class LoginGuard {
  private readonly limits: Required<LoginLimits>;

  constructor(
    private readonly limiter: RateLimiter,
    limits: LoginLimits = LOGIN_RATE_LIMIT,
  ) {
    this.limits = { ...LOGIN_RATE_LIMIT, ...limits };
  }

  async checkAddress(ip: string): Promise<void> {
    const address = await this.limiter.hit(`login:ip:${addressKey(ip)}`, this.limits.windowMs);
    if (address.count > this.limits.attemptsPerAddress) this.refuse(address.retryAfterMs);
  }

  /**
   * `account` is the user id when the account exists, else the name that was typed;
   * `familiar` tells whether the account has signed in from this address before.
   */
  async checkAccount(account: string, ip: string, familiar: (address: string) => Promise<boolean>): Promise<void> {
    const pair = await this.limiter.peek(this.pairKey(account, ip), this.limits.windowMs);
    if (pair.count >= this.limits.failuresPerAccount) this.refuse(pair.retryAfterMs);
    const all = await this.limiter.peek(this.accountKey(account), this.limits.windowMs);
    if (all.count >= this.limits.accountFailuresBeforeGuard && !(await familiar(addressKey(ip)))) {
      this.refuse(all.retryAfterMs);
    }
  }

  async failed(account: string, ip: string): Promise<void> {
    await this.limiter.hit(this.pairKey(account, ip), this.limits.windowMs);
    await this.limiter.hit(this.accountKey(account), this.limits.windowMs);
  }

  /** The address may try again from scratch; the account's count from everywhere stays. */
  async succeeded(account: string, ip: string): Promise<void> {
    await this.limiter.reset(this.pairKey(account, ip), this.limits.windowMs);
  }

  private accountKey(account: string) {
    return `login:account:${account.trim().toLowerCase()}`;
  }

  private pairKey(account: string, ip: string) {
    return `login:pair:${addressKey(ip)}:${account.trim().toLowerCase()}`;
  }

  private refuse(retryAfterMs: number): never {
    throw tooManyRequests(retryAfterMs);
  }
}
