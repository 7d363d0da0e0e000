import { TOKENS, type BodyOf, type api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { hashPassword } from '../auth/passwords.js';
import type { Mailer } from '../mail/mailer.js';
import { verificationMail } from '../mail/mail.templates.js';
import { UserRepository } from '../users/user.repository.js';
import type { MailGuard } from './mail-guard.js';
import { UserTokenRepository } from './user-token.repository.js';

/** Sign-up by e-mail: register, receive a link, verify the address choosing a username, then sign in. */
export class RegistrationService {
  private readonly users: UserRepository;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly jobs: JobQueue,
    private readonly guard: MailGuard,
    private readonly appUrl: URL,
  ) {
    this.users = new UserRepository(db);
  }

  async register(input: BodyOf<typeof api.account.register>): Promise<{ id: string }> {
    // Until the first-run setup has made a super admin, nobody else may sign up.
    if (!(await this.users.any())) throw new AppError('INITIAL_USER_REQUIRED');
    if (await this.users.findByEmail(input.email)) throw new AppError('USER_ALREADY_REGISTERED');
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await this.db.transaction().execute(async (trx) => {
        const created = await new UserRepository(trx).insert({
          full_name: input.fullName,
          user_name: null,
          email: input.email,
          password_hash: passwordHash,
          email_verified_at: null,
        });
        await this.sendVerification(created, trx);
        return created;
      });
      this.jobs.wake();
      return { id: user.id };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('USER_ALREADY_REGISTERED');
      throw error;
    }
  }

  /** The same reply whether or not anything was sent, so ids cannot be probed. */
  async resendVerification(userId: string): Promise<void> {
    await this.guard.resend(userId);
    const user = await this.users.findById(userId);
    if (!user || user.email_verified_at) return;
    await this.db.transaction().execute((trx) => this.sendVerification(user, trx));
    this.jobs.wake();
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

  private async sendVerification(user: UserRow, trx: Db): Promise<void> {
    const token = await new UserTokenRepository(trx).issue(user.id, 'verify_email', TOKENS.verificationHours);
    await this.mailer.send(verificationMail(this.appUrl, { email: user.email, fullName: user.full_name }, token), trx);
  }
}
