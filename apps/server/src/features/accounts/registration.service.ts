import type { BodyOf, api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../auth/passwords.js';
import type { MailGuard } from '../mail/mail-guard.js';
import { UserRepository } from '../users/user.repository.js';
import { UserTokenRepository } from './user-token.repository.js';
import type { VerificationMailer } from './verification-mail.js';

/** Sign-up by e-mail: register, receive a link, verify the address choosing a username, then sign in. */
export class RegistrationService {
  private readonly users: UserRepository;

  constructor(
    private readonly db: Db,
    private readonly verification: VerificationMailer,
    private readonly guard: MailGuard,
  ) {
    this.users = new UserRepository(db);
  }

  async register(input: BodyOf<typeof api.account.register>, ip: string): Promise<{ id: string }> {
    // Until the first-run setup has made a super admin, nobody else may sign up.
    if (!(await this.users.any())) throw new AppError('INITIAL_USER_REQUIRED');
    // Counted before the address is looked up, so probing for accounts is limited too.
    await this.guard.signUp(ip);
    if (await this.users.findByEmail(input.email)) throw new AppError('USER_ALREADY_REGISTERED');
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await inTransaction(this.db, async (trx) => {
        const created = await new UserRepository(trx).insert({
          full_name: input.fullName,
          user_name: null,
          email: input.email,
          password_hash: passwordHash,
          email_verified_at: null,
        });
        await this.verification.send(trx, created, input.next);
        return created;
      });
      return { id: user.id };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('USER_ALREADY_REGISTERED');
      throw error;
    }
  }

  /** The same reply whether or not anything was sent, so ids cannot be probed. */
  async resendVerification(userId: string, ip: string, next?: string): Promise<void> {
    await this.guard.resend(ip, userId);
    const user = await this.users.findById(userId);
    if (!user || user.email_verified_at) return;
    await inTransaction(this.db, (trx) => this.verification.send(trx, user, next));
  }

  async verifyEmail(input: BodyOf<typeof api.account.verifyEmail>): Promise<{ email: string }> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        // Rolled back with the transaction if the username is refused, so the link still works.
        const userId = await new UserTokenRepository(trx).consume('verify_email', input.token);
        if (!userId) throw new AppError('INVALID_VERIFICATION_TOKEN');
        const users = new UserRepository(trx);
        if (await users.userNameExists(input.userName)) throw new AppError('USERNAME_ALREADY_TAKEN');
        const user = await users.update(userId, { user_name: input.userName, email_verified_at: new Date() });
        if (!user) throw new AppError('INVALID_VERIFICATION_TOKEN');
        return { email: user.email };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('USERNAME_ALREADY_TAKEN');
      throw error;
    }
  }

  userNameExists(userName: string): Promise<boolean> {
    return this.users.userNameExists(userName);
  }
}
