import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PHOTO } from '@plaza/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../http/app-error.js';

export const PHOTO_FIELD = 'photoFile';
const MISSING = `Attach the photo as the form field ${PHOTO_FIELD} of a multipart/form-data body`;

function isTooLarge(error: unknown): boolean {
  const e = error as { code?: string; statusCode?: number } | null;
  return e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413;
}

/**
 * Streams the uploaded photo to a temporary file, never holding it in memory, and stops at
 * PHOTO.maxBytes. Returns the file's path; the caller deletes it.
 */
export async function receivePhoto(request: FastifyRequest, tmpDir: string): Promise<string> {
  if (!request.isMultipart()) throw new ValidationError([MISSING]);
  const part = await request.file({
    limits: { fileSize: PHOTO.maxBytes, files: PHOTO.maxFiles, fields: 10, fieldSize: 1024, parts: 11 },
  });
  if (!part) throw new ValidationError([MISSING]);
  if (part.fieldname !== PHOTO_FIELD) {
    part.file.resume();
    throw new ValidationError([MISSING]);
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
