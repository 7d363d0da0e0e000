import { POST, VIDEO_FILE_FIELD, messages, videoUploadFields } from '@plaza/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, ValidationError } from '../../http/app-error.js';
import { multipartError } from '../../http/multipart.js';
import type { Storage } from '../../lib/storage.js';

export type VideoFields = z.output<typeof videoUploadFields>;

export interface ReceivedVideo<T> {
  fields: VideoFields;
  /** What `accept` answered for the fields. */
  accepted: T;
}

export interface ReceiveOptions<T> {
  /** Where the file goes, streamed as it arrives (no temporary copy); the caller deletes it. */
  storage: Storage;
  key: string;
  /** The largest file accepted: past it, INSUFFICIENT_MEMBERSHIP. */
  maxBytes: number;
  /** Checks the fields before a byte of the file is read; throws to refuse the upload. */
  accept: (fields: VideoFields) => Promise<T>;
}

export const MISSING_VIDEO = messages.required('Video file');
const FIELD_NAMES = new Set(Object.keys(videoUploadFields.shape));
/** Unknown fields are ignored, up to a few. */
const MAX_FIELDS = 16;
/**
 * A field cut at this many bytes still has more characters than any field may hold (4 bytes at
 * most per character), so a truncated field fails validation with its own message.
 */
const FIELD_BYTES = 4 * Math.max(POST.titleMax, POST.descriptionMax) + 4;

/** The fields, or a 400 listing every problem (with `extra` ones, such as a missing file). */
function parseFields(raw: Record<string, string>, extra: string[] = []): VideoFields {
  const result = videoUploadFields.safeParse(raw);
  if (result.success && extra.length === 0) return result.data;
  const problems = result.success ? [] : result.error.issues.map((issue) => issue.message);
  throw new ValidationError([...new Set([...problems, ...extra])]);
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Receives a multipart video upload without holding it in memory: the text fields come first
 * and are validated and accepted before the file part is read; the file is streamed into storage
 * under `key` and cut off past `maxBytes`. Nothing is left behind when it fails.
 */
export async function receiveVideo<T>(request: FastifyRequest, options: ReceiveOptions<T>): Promise<ReceivedVideo<T>> {
  if (!request.isMultipart()) throw new ValidationError([MISSING_VIDEO]);
  const raw: Record<string, string> = {};
  let received: ReceivedVideo<T> | null = null;
  let writing = false;
  const parts = request.parts({
    limits: { fileSize: options.maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: FIELD_BYTES },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!received && FIELD_NAMES.has(part.fieldname)) raw[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== VIDEO_FILE_FIELD || received) {
        part.file.resume();
        continue;
      }
      const fields = parseFields(raw);
      const accepted = await options.accept(fields);
      writing = true;
      await options.storage.write(options.key, part.file);
      // Past the limit busboy stops writing and marks the stream truncated.
      if (part.file.truncated) throw new AppError('INSUFFICIENT_MEMBERSHIP');
      received = { fields, accepted };
    }
  } catch (error) {
    if (writing) await options.storage.delete(options.key);
    if (isFileTooLarge(error)) throw new AppError('INSUFFICIENT_MEMBERSHIP');
    throw multipartError(error);
  }
  if (received) return received;
  parseFields(raw, [MISSING_VIDEO]);
  throw new ValidationError([MISSING_VIDEO]);
}
