import { WALLET } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';

/** Limits nonce requests per network address and per wallet, so the nonce table cannot be flooded. */
export class WalletGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits = WALLET,
  ) {}

  async nonce(ip: string, address: string): Promise<void> {
    await this.check(`wallet:nonce:ip:${ip}`, this.limits.noncesPerAddress);
    await this.check(`wallet:nonce:wallet:${address}`, this.limits.noncesPerWallet);
  }

  private async check(key: string, max: number): Promise<void> {
    const { count, retryAfterMs } = await this.limiter.hit(key, this.limits.nonceWindowMs);
    if (count > max) {
      throw new AppError('TOO_MANY_REQUESTS', undefined, { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) });
    }
  }
}
