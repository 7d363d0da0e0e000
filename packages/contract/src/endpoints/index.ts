import type { Endpoint } from '../endpoint.js';
import { auth } from './auth.js';
import { health } from './health.js';

/** Every endpoint of the API, grouped by feature: `api.auth.login`, `api.health.check`, ... */
export const api = { auth, health } as const;

export function allEndpoints(): Endpoint[] {
  return Object.values(api).flatMap((group) => Object.values(group) as Endpoint[]);
}

export * from './auth.js';
