import { join } from 'node:path';
import type { Config } from '../config/config.js';
import { S3Storage } from './s3-storage.js';
import { LocalStorage, type Storage } from './storage.js';

/** The media store the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function openStorage(config: Config, tmpDir: string): { storage: Storage; close(): void } {
  if (config.s3) {
    const s3 = new S3Storage(config.s3, tmpDir);
    return { storage: s3, close: () => s3.destroy() };
  }
  return { storage: new LocalStorage(join(config.dataDir, 'media')), close: () => undefined };
}
