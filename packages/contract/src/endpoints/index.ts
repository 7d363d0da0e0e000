import type { Endpoint } from '../endpoint.js';
import { apiCredentials } from './api-credentials.js';
import { account } from './account.js';
import { auth } from './auth.js';
import { dev } from './dev.js';
import { health } from './health.js';
import { profile } from './profile.js';
import { user } from './user.js';

/** Every endpoint of the API, grouped by feature: `api.auth.login`, `api.health.check`, ... */
export const api = { auth, health, apiCredentials, account, user, dev, profile } as const;

export function allEndpoints(): Endpoint[] {
  return Object.values(api).flatMap((group) => Object.values(group) as Endpoint[]);
}

export * from './api-credentials.js';
export * from './account.js';
export * from './auth.js';
export * from './dev.js';
export * from './profile.js';
export * from './user.js';
