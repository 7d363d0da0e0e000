import { USER, type BodyOf, type ReplyOf, type ThirdPartyProvider, type api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { SignedIn } from '../auth/auth.service.js';
import type { ClientMeta, SessionService } from '../auth/session.service.js';
import { UserRepository } from '../users/user.repository.js';
import { toUserDto } from '../users/user.mapper.js';
import { IdentityRepository } from './identity.repository.js';
import type { FlowChecks, OidcClients } from './oidc-clients.js';

type LoginReply = ReplyOf<typeof api.thirdParty.login>;

/**
 * Sign-in with Google or Apple. An account is matched only by the provider's subject or by an
 * e-mail the provider's verified ID token vouches for, never by anything the browser sends.
 */
export class ThirdPartyService {
  constructor(
    private readonly db: Db,
    private readonly clients: OidcClients,
    private readonly sessions: SessionService,
  ) {}

  async login(
    provider: ThirdPartyProvider,
    answer: BodyOf<typeof api.thirdParty.login>,
    checks: FlowChecks | null,
    meta: ClientMeta,
  ): Promise<LoginReply> {
    if (!this.clients.enabled().includes(provider)) fail('ROUTE_NOT_FOUND');
    // No flow cookie (expired, tampered, another browser) or another state: not this user's flow.
    if (!checks || checks.state !== answer.state) fail('THIRD_PARTY_AUTH_ERROR');
    const identity = await this.clients.exchange(provider, answer, checks);
    const returnTo = checks.next ? { next: checks.next } : {};
    if (!identity.emailVerified || !identity.email) fail('THIRD_PARTY_AUTH_ERROR');

    const identities = new IdentityRepository(this.db);
    const users = new UserRepository(this.db);
    let userId = await identities.findUserId(provider, identity.subject);
    if (!userId) {
      const byEmail = await users.findByEmail(identity.email);
      if (byEmail) {
        // An unverified local account may belong to someone squatting the address: never take it over.
        if (!byEmail.email_verified_at || !byEmail.user_name) fail('THIRD_PARTY_AUTH_ERROR');
        await identities.link({ provider, subject: identity.subject, userId: byEmail.id, email: identity.email });
        userId = byEmail.id;
      }
    }
    if (userId) {
      const user = (await users.findById(userId)) ?? fail('THIRD_PARTY_AUTH_ERROR');
      const tokens = await this.sessions.start(user.id, meta);
      return { status: 'signedIn', ...tokens, user: toUserDto(user), ...returnTo };
    }
    const fullName = (identity.fullName || answer.fullName || identity.email.split('@')[0]!).slice(0, USER.fullNameMax);
    const token = await identities.createSignup({ provider, ...identity, fullName });
    return { status: 'profileRequired', token, email: identity.email, fullName, ...returnTo };
  }

  async completeProfile(input: BodyOf<typeof api.thirdParty.completeProfile>, meta: ClientMeta): Promise<SignedIn> {
    let user;
    try {
      user = await this.db.transaction().execute(async (trx) => {
        // Rolled back with the transaction if the username is refused, so the token still works.
        const identities = new IdentityRepository(trx);
        const signup = (await identities.consumeSignup(input.token)) ?? fail('THIRD_PARTY_AUTH_ERROR');
        // A second sign-up token of the same provider account, finished after the first.
        if (await identities.findUserId(signup.provider, signup.subject)) fail('THIRD_PARTY_AUTH_ERROR');
        const users = new UserRepository(trx);
        if (await users.userNameExists(input.userName)) fail('USERNAME_ALREADY_TAKEN');
        if (await users.findByEmail(signup.email)) fail('THIRD_PARTY_AUTH_ERROR');
        const created = await users.insert({
          full_name: signup.full_name,
          user_name: input.userName,
          email: signup.email,
          password_hash: null,
          email_verified_at: new Date(),
        });
        await identities.link({
          provider: signup.provider,
          subject: signup.subject,
          userId: created.id,
          email: signup.email,
        });
        return created;
      });
    } catch (error) {
      // A username or e-mail taken at the same moment by someone else.
      if (isUniqueViolation(error)) throw new AppError('USERNAME_ALREADY_TAKEN');
      throw error;
    }
    const tokens = await this.sessions.start(user.id, meta);
    return { ...tokens, user: toUserDto(user) };
  }
}

function fail(code: 'ROUTE_NOT_FOUND' | 'THIRD_PARTY_AUTH_ERROR' | 'USERNAME_ALREADY_TAKEN'): never {
  throw new AppError(code);
}
