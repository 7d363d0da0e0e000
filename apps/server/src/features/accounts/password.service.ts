import { TOKENS, type BodyOf, type api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { SignedIn } from '../auth/auth.service.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { ClientMeta, SessionService } from '../auth/session.service.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetMail } from '../mail/mail.templates.js';
import { UserRepository } from '../users/user.repository.js';
import { toUserDto } from '../users/user.mapper.js';
import type { MailGuard } from '../mail/mail-guard.js';
import { UserTokenRepository } from './user-token.repository.js';

/** Forgotten passwords (a mailed single-use link) and password changes. */
export class PasswordService {
  private readonly users: UserRepository;
  private readonly tokens: UserTokenRepository;

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    private readonly guard: MailGuard,
    private readonly appUrl: URL,
  ) {
    this.users = new UserRepository(db);
    this.tokens = new UserTokenRepository(db);
  }

  /** The same reply for every address; only accounts that have a password get a mail. */
  async requestReset(email: string, ip: string): Promise<void> {
    await this.guard.reset(ip, email);
    const user = await this.users.findByEmail(email);
    if (!user?.password_hash) return;
    await inTransaction(this.db, async (trx) => {
      const token = await new UserTokenRepository(trx).issue(user.id, 'reset_password', TOKENS.passwordResetHours);
      await this.mailer.send(
        passwordResetMail(this.appUrl, { email: user.email, fullName: user.full_name }, token),
        trx,
      );
    });
  }

  /** Sets the new password, ends every session of the user, and signs this caller in. */
  async reset(input: BodyOf<typeof api.account.resetPassword>, meta: ClientMeta): Promise<SignedIn> {
    // Checked before hashing, so made-up tokens cost the server nothing.
    if (!(await this.tokens.peek('reset_password', input.token))) throw new AppError('INVALID_PASSWORD_RESET_TOKEN');
    const passwordHash = await hashPassword(input.password);
    const user = await this.db.transaction().execute(async (trx) => {
      const userId = await new UserTokenRepository(trx).consume('reset_password', input.token);
      if (!userId) throw new AppError('INVALID_PASSWORD_RESET_TOKEN');
      return new UserRepository(trx).update(userId, { password_hash: passwordHash });
    });
    if (!user) throw new AppError('INVALID_PASSWORD_RESET_TOKEN');
    await this.sessions.endAllOfUser(user.id);
    if (!user.email_verified_at) throw new AppError('MUST_VERIFY_EMAIL', { userId: user.id });
    const tokens = await this.sessions.start(user.id, meta);
    return { ...tokens, user: toUserDto(user) };
  }

  /** Keeps the caller's session; every other one ends. */
  async change(actor: Actor, input: BodyOf<typeof api.account.changePassword>): Promise<void> {
    const { user } = actor;
    if (!user.password_hash) throw new AppError('USER_DIDNT_REGISTER_WITH_PASSWORD');
    if (input.newPassword !== input.confirmNewPassword) throw new AppError('PASSWORDS_NOT_MATCH');
    if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
      throw new AppError('CURRENT_PASSWORD_NOT_CORRECT');
    }
    await this.users.update(user.id, { password_hash: await hashPassword(input.newPassword) });
    await this.tokens.invalidateAll(user.id, 'reset_password');
    await this.sessions.endAllOfUser(user.id, actor.sessionId);
  }
}
