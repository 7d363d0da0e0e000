import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.js';
import { LocalStorage } from '../../lib/storage.js';
import { PhotoStore } from './photo-store.js';

/** What a feature with photo uploads needs: the store, and where uploads wait while converted. */
export interface Photos {
  store: PhotoStore;
  tmpDir: string;
}

export function createPhotos(config: Config, log: FastifyBaseLogger): Photos {
  return {
    store: new PhotoStore(new LocalStorage(join(config.dataDir, 'media')), log),
    tmpDir: join(config.dataDir, 'tmp'),
  };
}
