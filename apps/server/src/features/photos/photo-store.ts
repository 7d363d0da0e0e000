import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PHOTO, PHOTO_FILE_PATTERN, SVG_LIMITS } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Storage } from '../../lib/storage.js';
import type { ImageConverter } from './image-converter.js';

/**
 * The storage folder of each kind of photo. Each kind is served only from its own folder, so
 * a zone photo URL cannot name a user's photo. Users keep `photos/` (where they always were).
 */
export const PHOTO_FOLDERS = {
  user: 'photos',
  zone: 'zone-photos',
  channel: 'channel-photos',
} as const;
export type PhotoKind = keyof typeof PHOTO_FOLDERS;

/** A photo's stored shape: a square (display photos), or a wide banner (a channel's background). */
export type PhotoShape = 'square' | 'banner';
const SIZES: Record<PhotoShape, { width: number; height: number }> = {
  square: { width: PHOTO.storedSize, height: PHOTO.storedSize },
  banner: PHOTO.backgroundSize,
};

/**
 * Stored photos of every kind: uploads become WebP files of their shape named `<32 hex>.webp`,
 * never reused, so a served photo can be cached for good.
 */
export class PhotoStore {
  constructor(
    private readonly storage: Storage,
    private readonly images: ImageConverter,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Converts and stores the upload, then records its name with `save`. The new file is deleted
   * when `save` fails; the `previous` one once it succeeded.
   */
  async replace<T>(
    kind: PhotoKind,
    uploadPath: string,
    previous: string | null,
    save: (file: string) => Promise<T>,
    shape: PhotoShape = 'square',
  ): Promise<T> {
    // A WebP of the shape, upright, cropped to cover, without metadata (sharp drops EXIF, GPS and the rest).
    const { width, height } = SIZES[shape];
    const photo = await this.images.convert(uploadPath, SVG_LIMITS.maxSide, (image) =>
      image.rotate().resize(width, height, { fit: 'cover' }).webp({ quality: 85 }).toBuffer(),
    );
    const file = `${randomBytes(16).toString('hex')}.webp`;
    await this.storage.put(keyOf(kind, file), photo);
    let saved: T;
    try {
      saved = await save(file);
    } catch (error) {
      await this.storage.delete(keyOf(kind, file));
      throw error;
    }
    await this.remove(kind, previous);
    return saved;
  }

  /** Deletes stored photos; a failure is logged, never thrown (the record is already gone). */
  async remove(kind: PhotoKind, ...files: (string | null)[]): Promise<void> {
    for (const file of files) {
      if (!file || !PHOTO_FILE_PATTERN.test(file)) continue;
      await this.storage.delete(keyOf(kind, file)).catch((err: unknown) => {
        this.log.warn({ err, kind, file }, 'could not delete a stored photo');
      });
    }
  }

  /** The photo's bytes; ROUTE_NOT_FOUND for a name that is not a stored photo of this kind. */
  async stream(kind: PhotoKind, file: string): Promise<Readable> {
    const stream = PHOTO_FILE_PATTERN.test(file) ? await this.storage.stream(keyOf(kind, file)) : null;
    if (!stream) throw new AppError('ROUTE_NOT_FOUND');
    return stream;
  }
}

function keyOf(kind: PhotoKind, file: string): string {
  return `${PHOTO_FOLDERS[kind]}/${file}`;
}
