import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PHOTO } from '@plaza/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../http/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';

export const PHOTO_FIELD = 'photoFile';
const MISSING = `Attach the photo as the form field ${PHOTO_FIELD} of a multipart/form-data body`;

function isTooLarge(error: unknown): boolean {
  const e = error as { code?: string; statusCode?: number } | null;
  return e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413;
}

const MINUTE_MS = 60_000;

/**
 * Counts one upload of the user under `key`: TOO_MANY_REQUESTS (with retry-after) past `perMinute`.
 * Called before the body is read, so a flood of uploads costs no disk or decoding.
 */
export async function countUpload(limiter: RateLimiter, key: string, perMinute: number): Promise<void> {
  const { count, retryAfterMs } = await limiter.hit(key, MINUTE_MS);
  if (count > perMinute) {
    throw new AppError('TOO_MANY_REQUESTS', undefined, { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) });
  }
}

/** Which multipart field carries the file, how large it may be, and what to say when it is missing. */
export interface UploadSpec {
  field: string;
  maxBytes: number;
  missing: string;
}

const PHOTO_UPLOAD: UploadSpec = { field: PHOTO_FIELD, maxBytes: PHOTO.maxBytes, missing: MISSING };

/**
 * Streams the uploaded photo to a temporary file, never holding it in memory, and stops at
 * PHOTO.maxBytes. Returns the file's path; the caller deletes it.
 */
export function receivePhoto(request: FastifyRequest, tmpDir: string): Promise<string> {
  return receiveUpload(request, tmpDir, PHOTO_UPLOAD);
}

/** Streams the one file of a multipart body (field `spec.field`) to a temporary file; see receivePhoto. */
export async function receiveUpload(request: FastifyRequest, tmpDir: string, spec: UploadSpec): Promise<string> {
  if (!request.isMultipart()) throw new ValidationError([spec.missing]);
  const part = await request.file({
    limits: { fileSize: spec.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });
  if (!part) throw new ValidationError([spec.missing]);
  if (part.fieldname !== spec.field) {
    part.file.resume();
    throw new ValidationError([spec.missing]);
  }
  await mkdir(tmpDir, { recursive: true });
  const path = join(tmpDir, `${randomBytes(16).toString('hex')}.upload`);
  try {
    await pipeline(part.file, createWriteStream(path, { flags: 'wx' }));
    // Past the limit busboy stops writing and marks the stream truncated.
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
    return path;
  } catch (error) {
    await rm(path, { force: true });
    if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE');
    throw error;
  }
}
