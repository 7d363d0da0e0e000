import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CHAT_ATTACHMENT } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage.js';
import type { ImageConverter } from '../photos/image-converter.js';

/** The storage folder of chat attachments (DATA_DIR/media/chat-attachments). */
export const CHAT_ATTACHMENT_FOLDER = 'chat-attachments';

const keyOf = (name: string) => `${CHAT_ATTACHMENT_FOLDER}/${name}`;

/**
 * The files of chat attachments: an upload, checked by its content (JPEG, PNG, BMP, or SVG
 * rasterised), becomes an upright WebP no larger than CHAT_ATTACHMENT.maxSide, without metadata,
 * named `<32 hex>.webp` and never reused.
 */
export class ChatAttachmentStore {
  constructor(
    private readonly storage: Storage,
    private readonly images: ImageConverter,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Converts and stores the upload; returns the new file's name. INVALID_IMAGE_FORMAT when it is no image. */
  async save(uploadPath: string): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.webp`;
    // Converted to a file beside the upload, then moved into storage: never held whole in memory.
    const converted = join(this.images.tmpDir, `${name}.converting`);
    try {
      await this.images.convert(uploadPath, CHAT_ATTACHMENT.maxSide, (image) =>
        image
          .rotate()
          .resize(CHAT_ATTACHMENT.maxSide, CHAT_ATTACHMENT.maxSide, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toFile(converted),
      );
      await this.storage.putFile(keyOf(name), converted);
    } finally {
      await rm(converted, { force: true });
    }
    return name;
  }

  /** The stored file's bytes, or null when the name is not a stored attachment. */
  async stream(name: string): Promise<Readable | null> {
    return CHAT_ATTACHMENT.namePattern.test(name) ? this.storage.stream(keyOf(name)) : null;
  }

  /** Deletes stored files; a failure is logged, never thrown (their records are already gone). */
  async remove(names: readonly string[]): Promise<void> {
    for (const name of names) {
      if (!CHAT_ATTACHMENT.namePattern.test(name)) continue;
      await this.storage.delete(keyOf(name)).catch((err: unknown) => {
        this.log.warn({ err, name }, 'could not delete a chat attachment');
      });
    }
  }
}
