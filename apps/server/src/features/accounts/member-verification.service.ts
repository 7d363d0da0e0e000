import { randomBytes } from 'node:crypto';
import type { QueryOf, UnverifiedUser, api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { paged, type Paged } from '../../lib/paging.js';
import type { MailGuard } from '../mail/mail-guard.js';
import { UserRepository } from '../users/user.repository.js';
import { UnverifiedUserRepository } from './unverified-user.repository.js';
import { userNameCandidates } from './user-name-suggestion.js';
import { UserTokenRepository } from './user-token.repository.js';
import type { VerificationMailer } from './verification-mail.js';

type Page = QueryOf<typeof api.outgoingMail.unverifiedUsers>;

/** Attempts at a free username when another sign-up takes the chosen one at the same moment. */
const USER_NAME_ATTEMPTS = 3;

/**
 * What the super admin does for members who did not verify their address (Settings › Outgoing
 * mail): mostly on an installation without SMTP, where no verification mail ever arrives.
 */
export class MemberVerificationService {
  private readonly unverifiedUsers: UnverifiedUserRepository;

  constructor(
    private readonly db: Db,
    private readonly verification: VerificationMailer,
    private readonly guard: MailGuard,
  ) {
    this.unverifiedUsers = new UnverifiedUserRepository(db);
  }

  async unverified(page: Page): Promise<Paged<UnverifiedUser>> {
    const { rows, total } = await this.unverifiedUsers.page(page);
    return paged(rows, total, page);
  }

  /** A fresh link: the earlier ones stop working. Counted against the admin's mail allowance. */
  async resend(admin: Actor, userId: string, ip: string): Promise<void> {
    const user = await new UserRepository(this.db).findById(userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (user.email_verified_at) throw new AppError('EMAIL_ALREADY_VERIFIED');
    await this.guard.accountSend(ip, admin.user.id);
    await inTransaction(this.db, (trx) => this.verification.send(trx, user));
  }

  /**
   * Marks the address verified and ends the member's verification links. A member who never
   * reached the page where a username is chosen gets one made from their address (they may change
   * it in their settings), so every verified account has a username, as after the link.
   */
  async verifyByHand(userId: string): Promise<{ id: string; email: string; userName: string }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction().execute((trx) => this.verifyIn(trx, userId));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === USER_NAME_ATTEMPTS) throw error;
      }
    }
  }

  private async verifyIn(trx: Db, userId: string) {
    // Tokens first, then the user, in the order the link's own verification takes them.
    await new UserTokenRepository(trx).invalidateAll(userId, 'verify_email');
    const users = new UnverifiedUserRepository(trx);
    const user = await users.lock(userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (user.email_verified_at) throw new AppError('EMAIL_ALREADY_VERIFIED');
    const userName = user.user_name ?? (await this.freeUserName(users, user.email, user.full_name));
    await new UserRepository(trx).update(userId, { email_verified_at: new Date(), user_name: userName });
    return { id: user.id, email: user.email, userName };
  }

  private async freeUserName(users: UnverifiedUserRepository, email: string, fullName: string): Promise<string> {
    const candidates = userNameCandidates(email, fullName);
    const taken = await users.taken(candidates);
    return candidates.find((name) => !taken.has(name)) ?? `member_${randomBytes(4).toString('hex')}`;
  }
}
