import { z } from 'zod';
import type { ErrorCode } from './errors.js';

/** The error reply of every failed call (DESIGN.md §3). */
export const errorReplySchema = z.object({
  statusCode: z.number().int(),
  /** An error code, or for a validation failure a list of readable messages. */
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string(),
  /** Extra facts some codes carry, e.g. MUST_VERIFY_EMAIL carries the user id. */
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema> & { message: ErrorCode | string | string[] };

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    skip: z.number().int(),
  });
}

export const successSchema = z.object({ success: z.literal(true) });

export const SUBDOMAIN_HEADER = 'App-Subdomain';

/** A program authenticates with its developer API key and secret in these two headers. */
export const API_KEY_HEADER = 'X-Api-Key';
export const API_SECRET_HEADER = 'X-Api-Secret';

/** Where the generated OpenAPI document is served, under /v1. */
export const OPENAPI_PATH = '/openapi.json';

/** Cookie names are built from the environment name (APP_ENV), upper-cased. */
export function authCookieNames(appEnv: string) {
  const env = appEnv.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  return {
    access: `PLAZA_${env}_ACCESS_TOKEN`,
    refresh: `PLAZA_${env}_REFRESH_ACCESS_TOKEN`,
  };
}
