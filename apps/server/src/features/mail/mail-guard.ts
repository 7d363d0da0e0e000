import { MAIL_RATE_LIMIT } from '@plaza/contract';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limiter.js';

type MailLimits = { readonly [K in keyof typeof MAIL_RATE_LIMIT]: number };

/**
 * Limits every call that sends mail, per network address and per account (or per recipient
 * where there is no account yet), so nobody can flood an inbox or the mail server. The counts
 * are kept whether or not the target exists, so a refusal tells nothing about it.
 */
export class MailGuard {
  private readonly limits: MailLimits;

  /** `overrides`: an operator's own numbers (SIGNUPS_PER_ADDRESS_HOUR), else the contract's. */
  constructor(
    private readonly limiter: RateLimiter,
    overrides: Partial<Pick<MailLimits, 'signUpsPerAddress'>> = {},
  ) {
    this.limits = { ...MAIL_RATE_LIMIT, ...overrides };
  }

  /** A sign-up that mails a verification link (by e-mail or by wallet). */
  async signUp(ip: string): Promise<void> {
    await this.check(`mail:signup:ip:${ip}`, this.limits.signUpsPerAddress, this.limits.hourMs);
  }

  /** The public "send the verification link again". */
  async resend(ip: string, userId: string): Promise<void> {
    await this.check(`mail:resend:ip:${ip}`, this.limits.resendPerAddress, this.limits.windowMs);
    await this.check(`mail:resend:${userId}`, this.limits.resendPerUser, this.limits.windowMs);
  }

  async reset(ip: string, email: string): Promise<void> {
    await this.check(`mail:reset:ip:${ip}`, this.limits.resetPerAddress, this.limits.windowMs);
    await this.check(`mail:reset:email:${email.toLowerCase()}`, this.limits.resetPerEmail, this.limits.windowMs);
  }

  /** Mail a signed-in account sends: invitations by e-mail, the super admin's resent verification mails. */
  async accountSend(ip: string, userId: string): Promise<void> {
    await this.check(`mail:account:ip:${ip}`, this.limits.sendsPerAddress, this.limits.hourMs);
    await this.check(`mail:account:${userId}`, this.limits.sendsPerAccount, this.limits.hourMs);
  }

  private check(key: string, max: number, windowMs: number): Promise<void> {
    return enforceLimit(this.limiter, key, max, windowMs);
  }
}
