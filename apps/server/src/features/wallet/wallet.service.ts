import type { BodyOf, api } from '@plaza/contract';
import type { Hex } from 'viem';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { inTransaction } from '../../db/unit-of-work.js';
import type { WalletNonceRow } from '../../db/schema-wallet.js';
import { AppError } from '../../http/app-error.js';
import { addressKey } from '../../lib/address-key.js';
import type { VerificationMailer } from '../accounts/verification-mail.js';
import type { SignedIn } from '../auth/auth.service.js';
import type { LoginGuard } from '../auth/login-guard.js';
import type { ClientMeta } from '../auth/session.service.js';
import type { SessionService } from '../auth/session.service.js';
import type { MailGuard } from '../mail/mail-guard.js';
import { toUserDto } from '../users/user.mapper.js';
import { UserRepository } from '../users/user.repository.js';
import { isSignedBy, isValidSiwe, siweRequest } from './siwe.js';
import type { WalletGuard } from './wallet-guard.js';
import { WalletRepository } from './wallet-nonce.repository.js';

type Proof = { walletAddress: string; signature: string };

/**
 * Sign-in with a wallet (EIP-4361): the server hands out a single-use, expiring nonce inside the
 * exact message to sign; a signature of that message by the wallet proves the caller holds it.
 */
export class WalletService {
  private readonly wallets: WalletRepository;

  constructor(
    private readonly db: Db,
    private readonly deps: {
      sessions: SessionService;
      loginGuard: LoginGuard;
      guard: WalletGuard;
      mailGuard: MailGuard;
      verification: VerificationMailer;
      appUrl: URL;
    },
  ) {
    this.wallets = new WalletRepository(db);
  }

  async nonce(input: BodyOf<typeof api.wallet.nonce>, ip: string): Promise<{ nonce: string; message: string }> {
    await this.deps.guard.nonce(ip, input.walletAddress);
    const request = siweRequest(this.deps.appUrl, input.walletAddress as Hex);
    await this.wallets.sweep();
    await this.wallets.insertNonce({ address: input.walletAddress, ...request, requestedFrom: addressKey(ip) });
    return { nonce: request.nonce, message: request.message };
  }

  async login(input: BodyOf<typeof api.wallet.login>, meta: ClientMeta & { ip: string }): Promise<SignedIn> {
    await this.deps.loginGuard.checkAddress(meta.ip);
    const signed = await this.signedNonce(input, meta.ip);
    const user = await this.wallets.findUser(input.walletAddress);
    // The nonce is left unused: the registration form sends this same signature.
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (!(await this.wallets.consume(signed.id))) throw new AppError('WALLET_NONCE_EXPIRED');
    if (!user.email_verified_at) throw new AppError('MUST_VERIFY_EMAIL', { userId: user.id });
    const tokens = await this.deps.sessions.start(user.id, meta);
    return { ...tokens, user: toUserDto(user) };
  }

  /** Creates an unverified account linked to the wallet and mails the verification link. */
  async register(input: BodyOf<typeof api.wallet.register>, ip: string): Promise<{ id: string }> {
    const users = new UserRepository(this.db);
    if (!(await users.any())) throw new AppError('INITIAL_USER_REQUIRED');
    await this.deps.mailGuard.signUp(ip);
    const signed = await this.signedNonce(input, ip);
    if (await this.wallets.findUser(input.walletAddress)) throw new AppError('WALLET_ALREADY_REGISTERED');
    if (await users.findByEmail(input.email)) throw new AppError('USER_ALREADY_REGISTERED');
    try {
      const id = await inTransaction(this.db, async (trx) => {
        if (!(await new WalletRepository(trx).consume(signed.id))) throw new AppError('WALLET_NONCE_EXPIRED');
        const user = await new UserRepository(trx).insert({
          full_name: input.fullName,
          user_name: null,
          email: input.email,
          password_hash: null,
          email_verified_at: null,
          wallet_address: input.walletAddress,
        });
        await this.deps.verification.send(trx, user, input.next);
        return user.id;
      });
      return { id };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const walletTaken = await this.wallets.findUser(input.walletAddress);
      throw new AppError(walletTaken ? 'WALLET_ALREADY_REGISTERED' : 'USER_ALREADY_REGISTERED');
    }
  }

  /**
   * The wallet's pending nonce whose message this signature signs, checked again against this
   * site, the wallet and the clock. Refused: a signature of nothing pending (another key, a used
   * nonce) and one of an expired or foreign message.
   */
  private async signedNonce(proof: Proof, ip: string): Promise<WalletNonceRow> {
    const pending = await this.wallets.pendingNonces(proof.walletAddress, addressKey(ip));
    let signed: WalletNonceRow | undefined;
    for (const row of pending) {
      if (await isSignedBy(proof.walletAddress, row.message, proof.signature)) {
        signed = row;
        break;
      }
    }
    if (!signed) throw new AppError(pending.length ? 'INVALID_WALLET_SIGNATURE' : 'WALLET_NONCE_EXPIRED');
    if (signed.expires_at.getTime() <= Date.now()) throw new AppError('WALLET_NONCE_EXPIRED');
    if (!isValidSiwe(this.deps.appUrl, signed)) throw new AppError('INVALID_WALLET_SIGNATURE');
    return signed;
  }
}
