import type { BodyOf, User, api } from '@plaza/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { UserRepository } from '../users/user.repository.js';
import { toUserDto } from '../users/user.mapper.js';
import type { AuthState } from '../../http/actor.js';
import type { LoginGuard } from './login-guard.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import type { ClientMeta, SessionService } from './session.service.js';
import type { SessionTokens } from '../../http/cookies.js';

export type SignedIn = SessionTokens & { user: User };

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly loginGuard: LoginGuard,
  ) {}

  /** The caller's user; while nobody has signed up yet, the first-run setup is asked for. */
  async retrieve(auth: AuthState): Promise<User> {
    if (auth.actor) return toUserDto(auth.actor.user);
    if ((await this.users.count()) === 0) throw new AppError('INITIAL_USER_REQUIRED');
    throw new AppError(auth.problem ?? 'NOT_SIGNED_IN');
  }

  /** First run: the very first account becomes the super admin. Only possible while no user exists. */
  async createInitialUser(input: BodyOf<typeof api.auth.initialUser>, meta: ClientMeta): Promise<SignedIn> {
    const passwordHash = await hashPassword(input.password);
    const user = await this.db.transaction().execute(async (trx) => {
      // Serialises concurrent first-run requests so exactly one of them creates the admin.
      await sql`select pg_advisory_xact_lock(7321001)`.execute(trx);
      const users = new UserRepository(trx);
      if ((await users.count()) > 0) throw new AppError('INITIAL_USER_SPECIFIED');
      return users.insert({
        full_name: input.fullName,
        user_name: input.userName,
        email: input.email,
        password_hash: passwordHash,
        is_super_admin: true,
        email_verified_at: new Date(),
      });
    });
    const tokens = await this.sessions.start(user.id, meta);
    return { ...tokens, user: toUserDto(user) };
  }

  async login(input: BodyOf<typeof api.auth.login>, meta: ClientMeta & { ip: string }): Promise<SignedIn> {
    const { ip } = meta;
    await this.loginGuard.checkAddress(ip);
    const user = await this.users.findByEmailOrUserName(input.emailOrUserName);
    const account = user?.id ?? input.emailOrUserName;
    await this.loginGuard.checkAccount(account, ip, async (address) =>
      user ? this.sessions.startedFrom(user.id, address) : false,
    );
    if (!user) {
      await verifyAgainstDummy(input.password);
      await this.loginGuard.failed(account, ip);
      throw new AppError('ERROR_USERNAME_OR_PASSWORD');
    }
    if (!user.password_hash) throw new AppError('USER_DIDNT_REGISTER_WITH_PASSWORD');
    if (!(await verifyPassword(user.password_hash, input.password))) {
      await this.loginGuard.failed(account, ip);
      throw new AppError('ERROR_USERNAME_OR_PASSWORD');
    }
    await this.loginGuard.succeeded(account, ip);
    if (!user.email_verified_at) throw new AppError('MUST_VERIFY_EMAIL', { userId: user.id });
    const tokens = await this.sessions.start(user.id, meta);
    return { ...tokens, user: toUserDto(user) };
  }
}
