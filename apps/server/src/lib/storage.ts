import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths (`photos/<name>.webp`); the local
 * implementation keeps them under DATA_DIR/media, an S3 one can keep them in a bucket.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  stream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file under a folder key (`videos/<slug>`). */
  deleteTree(prefix: string): Promise<void>;
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  stream(key: string): Promise<Readable | null> {
    const stream = createReadStream(this.pathOf(key));
    return new Promise((resolve, reject) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' || error.code === 'EISDIR' ? resolve(null) : reject(error),
      );
    });
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteTree(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { force: true, recursive: true });
  }

  /** Callers validate keys; this is the last line against escaping the root. */
  private pathOf(key: string): string {
    const path = join(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  }
}
