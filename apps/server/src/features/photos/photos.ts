import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Storage } from '../../lib/storage.js';
import type { ImageConverter } from './image-converter.js';
import { PhotoStore } from './photo-store.js';
import { receivePhoto } from './photo-upload.js';

/**
 * Photos of users, zones and channels: the store, and the uploads that feed it. The upload
 * endpoints declare one shared limit (RATE_LIMITS.photoUpload), counted before the body is read.
 */
export class Photos {
  readonly store: PhotoStore;

  constructor(
    storage: Storage,
    private readonly images: ImageConverter,
    log: FastifyBaseLogger,
  ) {
    this.store = new PhotoStore(storage, images, log);
  }

  /** Receives the photo into a temporary file, hands it to `use`, then deletes it. */
  async receive<T>(request: FastifyRequest, use: (uploadPath: string) => Promise<T>): Promise<T> {
    const upload = await receivePhoto(request, this.images.tmpDir);
    try {
      return await use(upload);
    } finally {
      await rm(upload, { force: true });
    }
  }
}
