import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PHOTO } from '@plaza/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../http/app-error.js';
import { multipartError } from '../../http/multipart.js';

export const PHOTO_FIELD = 'photoFile';
const MISSING = `Attach the photo as the form field ${PHOTO_FIELD} of a multipart/form-data body`;

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
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

/**
 * Streams the one file of a multipart body (field `spec.field`) to a temporary file; see
 * receivePhoto. The whole form is read, so a second file or a body cut short is a 400 too.
 */
export async function receiveUpload(request: FastifyRequest, tmpDir: string, spec: UploadSpec): Promise<string> {
  if (!request.isMultipart()) throw new ValidationError([spec.missing]);
  let path: string | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: spec.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== spec.field) {
        part.file.resume();
        continue;
      }
      await mkdir(tmpDir, { recursive: true });
      path = join(tmpDir, `${randomBytes(16).toString('hex')}.upload`);
      await pipeline(part.file, createWriteStream(path, { flags: 'wx' }));
      // Past the limit busboy stops writing and marks the stream truncated.
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
    }
  } catch (error) {
    if (path) await rm(path, { force: true });
    if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE');
    throw multipartError(error);
  }
  if (!path) throw new ValidationError([spec.missing]);
  return path;
}
