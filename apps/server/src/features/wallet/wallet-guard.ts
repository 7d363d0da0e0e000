import { WALLET } from '@plaza/contract';
import { addressKey } from '../../lib/address-key.js';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limiter.js';

/**
 * Limits nonce requests per wallet from one network address, so the nonce table cannot be
 * flooded; the nonce endpoint declares the limit per address (RATE_LIMITS.walletNonce). Not per
 * wallet alone: then anyone could use up a wallet's nonces and keep its owner from signing in.
 */
export class WalletGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits = WALLET,
  ) {}

  async nonce(ip: string, address: string): Promise<void> {
    const key = `wallet:nonce:wallet:${addressKey(ip)}:${address.toLowerCase()}`;
    await enforceLimit(this.limiter, key, this.limits.noncesPerWallet, this.limits.nonceWindowMs);
  }
}
