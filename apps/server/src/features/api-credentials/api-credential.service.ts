import type { ApiCredentials } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Actor, AuthState } from '../../http/actor.js';
import {
  hashSecret,
  looksLikePair,
  newCredentialPair,
  secretMatches,
  type SecretCipher,
} from './api-credential.crypto.js';
import type { ApiCredentialRepository, StoredCredential } from './api-credential.repository.js';

/**
 * Developer API credentials: one key and secret per user, shown only to that user while signed
 * in with a session. A program sends both as headers and acts as the user.
 */
export class ApiCredentialService {
  constructor(
    private readonly credentials: ApiCredentialRepository,
    private readonly cipher: SecretCipher,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The caller's pair, created on first request. */
  async get(actor: Actor): Promise<ApiCredentials> {
    requireSession(actor);
    const userId = actor.user.id;
    let row = await this.credentials.findByUser(userId);
    if (!row) {
      await this.credentials.insertIfAbsent(this.seal(userId, newCredentialPair()));
      row = await this.credentials.findByUser(userId);
      if (!row) throw new Error('API credentials vanished right after being stored');
    }
    const apiSecret = this.cipher.decrypt(row.secret_encrypted, { userId, apiKey: row.api_key });
    if (apiSecret !== null) return { apiKey: row.api_key, apiSecret };
    // Unreadable (the server secret changed): a working new pair beats an error on every visit.
    this.log.warn({ userId }, 'stored API secret could not be decrypted; issuing a new pair');
    return this.regenerate(actor);
  }

  async regenerate(actor: Actor): Promise<ApiCredentials> {
    requireSession(actor);
    const pair = newCredentialPair();
    await this.credentials.replace(this.seal(actor.user.id, pair));
    return pair;
  }

  /** Resolves the caller of a request that sent an API key and secret. */
  async authenticate(apiKey: string, apiSecret: string): Promise<AuthState> {
    const invalid: AuthState = { actor: null, problem: 'INVALID_AUTH_CLIENT_CREDENTIALS' };
    if (!looksLikePair(apiKey, apiSecret)) return invalid;
    const found = await this.credentials.findUserByKey(apiKey);
    if (!found || !secretMatches(apiSecret, found.secretHash)) return invalid;
    return { actor: { user: found.user, sessionId: null, via: 'apiKey', site: null }, problem: null };
  }

  private seal(userId: string, pair: ApiCredentials): StoredCredential {
    return {
      user_id: userId,
      api_key: pair.apiKey,
      secret_hash: hashSecret(pair.apiSecret),
      secret_encrypted: this.cipher.encrypt(pair.apiSecret, { userId, apiKey: pair.apiKey }),
    };
  }
}

/** A program holding the pair may not read or rotate it: only the signed-in user may (spec 01 §6). */
function requireSession(actor: Actor): void {
  if (actor.via !== 'session') throw new AppError('NOT_AUTHORIZED');
}
