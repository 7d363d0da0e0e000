import { rm } from 'node:fs/promises';
import { PHOTO } from '@plaza/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Storage } from '../../lib/storage.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { ImageConverter } from './image-converter.js';
import { PhotoStore } from './photo-store.js';
import { countUpload, receivePhoto } from './photo-upload.js';

/**
 * Photos of users, zones and channels: the store, and the uploads that feed it. One object for
 * the whole server, so a user's uploads are counted together whatever they are a photo of.
 */
export class Photos {
  readonly store: PhotoStore;

  constructor(
    storage: Storage,
    private readonly images: ImageConverter,
    private readonly limiter: RateLimiter,
    log: FastifyBaseLogger,
  ) {
    this.store = new PhotoStore(storage, images, log);
  }

  /**
   * Counts the user's upload (TOO_MANY_REQUESTS past PHOTO.uploadsPerMinute, before a byte of
   * the body is read), receives the photo into a temporary file, hands it to `use`, then deletes it.
   */
  async receive<T>(request: FastifyRequest, userId: string, use: (uploadPath: string) => Promise<T>): Promise<T> {
    await countUpload(this.limiter, `photo-upload:${userId}`, PHOTO.uploadsPerMinute);
    const upload = await receivePhoto(request, this.images.tmpDir);
    try {
      return await use(upload);
    } finally {
      await rm(upload, { force: true });
    }
  }
}
