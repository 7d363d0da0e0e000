import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An inclusive byte range of a stored file, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFileInfo {
  size: number;
  mtime: Date;
}

/**
 * Where uploaded files live. Keys are relative paths (`photos/<name>.webp`); the local
 * implementation keeps them under DATA_DIR/media, an S3 one can keep them in a bucket.
 * Nothing here holds a whole file in memory but `put`, which is for small files.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Moves a local file into storage; the local file is gone afterwards. */
  putFile(key: string, localPath: string): Promise<void>;
  /** Size and modification time, or null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes (only `range` of them when given), or null when there is no such file. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /**
   * Lends `use` a local path holding the file (for programs such as ffmpeg that read files).
   * Local storage lends the stored file itself, so `use` must only read it; a remote store
   * downloads a temporary copy and deletes it after `use`. Null when there is no such file.
   */
  localCopy<T>(key: string, use: (path: string) => Promise<T>): Promise<T | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file under a folder key (`videos/<slug>`). */
  deleteTree(prefix: string): Promise<void>;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      await rename(localPath, path);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    }
    // Another file system: copy under a temporary name, so the key never names half a file.
    const partial = `${path}.partial`;
    try {
      await pipeline(createReadStream(localPath), createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rm(localPath, { force: true });
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, mtime: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  stream(key: string, range?: ByteRange): Promise<Readable | null> {
    const stream = createReadStream(this.pathOf(key), range);
    return new Promise((resolve, reject) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', (error) => (isMissing(error) ? resolve(null) : reject(error)));
    });
  }

  async localCopy<T>(key: string, use: (path: string) => Promise<T>): Promise<T | null> {
    const path = this.pathOf(key);
    if (!(await this.stat(key))) return null;
    return use(path);
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
