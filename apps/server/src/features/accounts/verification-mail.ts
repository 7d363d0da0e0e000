import { TOKENS } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { verificationMail } from '../mail/mail.templates.js';
import type { Mailer } from '../mail/mailer.js';
import { UserTokenRepository } from './user-token.repository.js';

/** Issues a fresh verification link (earlier ones stop working) and queues its mail, in the caller's transaction. */
export class VerificationMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly appUrl: URL,
  ) {}

  /** `next`: the page the link leads back to after sign-in (a local path the contract checked). */
  async send(trx: Db, user: Pick<UserRow, 'id' | 'email' | 'full_name'>, next?: string): Promise<void> {
    const token = await new UserTokenRepository(trx).issue(user.id, 'verify_email', TOKENS.verificationHours);
    await this.mailer.send(
      verificationMail(this.appUrl, { email: user.email, fullName: user.full_name }, token, next),
      trx,
    );
  }
}
