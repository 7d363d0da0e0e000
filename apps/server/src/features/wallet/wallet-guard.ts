import { WALLET } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import { addressKey } from '../../lib/address-key.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';

/**
 * Limits nonce requests per network address, and per wallet from one address, so the nonce
 * table cannot be flooded. Not per wallet alone: then anyone could use up a wallet's nonces and
 * keep its owner from signing in.
 */
export class WalletGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits = WALLET,
  ) {}

  async nonce(ip: string, address: string): Promise<void> {
    const network = addressKey(ip);
    await this.check(`wallet:nonce:ip:${network}`, this.limits.noncesPerAddress);
    await this.check(`wallet:nonce:wallet:${network}:${address.toLowerCase()}`, this.limits.noncesPerWallet);
  }

  private async check(key: string, max: number): Promise<void> {
    const { count, retryAfterMs } = await this.limiter.hit(key, this.limits.nonceWindowMs);
    if (count > max) {
      throw new AppError('TOO_MANY_REQUESTS', undefined, { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) });
    }
  }
}
