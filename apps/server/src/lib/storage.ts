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

/** Where a program such as ffprobe reads a stored file without a copy: a local path or a URL. */
export type ProgramSource = { kind: 'path'; path: string } | { kind: 'url'; url: string };

/** A presigned GET: valid from `signedAt` to `expiresAt`, answered with these headers. */
export interface DirectUrlOptions {
  signedAt: Date;
  expiresAt: Date;
  contentType: string;
  cacheControl: string;
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
  /** Streams `source` into storage (a multipart upload to S3); the key names nothing until it is whole. */
  write(key: string, source: Readable): Promise<void>;
  /** Renames a stored file (an S3 server-side copy): no byte goes through this process. */
  move(from: string, to: string): Promise<void>;
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
  /** Where a program can read the file in place (the stored file, or a presigned URL valid for `seconds`). */
  programSource(key: string, seconds: number): Promise<ProgramSource>;
  /** A URL a browser fetches the file from directly (S3's presigned GET), or null: this process serves it. */
  directUrl(key: string, options: DirectUrlOptions): Promise<string | null>;
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
    await this.writeWhole(path, () => pipeline(createReadStream(localPath), createWriteStream(`${path}.partial`)));
    await rm(localPath, { force: true });
  }

  /** Runs `write` (which fills `<path>.partial`), then gives the file its name; removes the part on failure. */
  private async writeWhole(path: string, write: () => Promise<void>): Promise<void> {
    const partial = `${path}.partial`;
    try {
      await write();
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async write(key: string, source: Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await this.writeWhole(path, () => pipeline(source, createWriteStream(`${path}.partial`, { flags: 'wx' })));
  }

  async move(from: string, to: string): Promise<void> {
    const path = this.pathOf(to);
    await mkdir(dirname(path), { recursive: true });
    await rename(this.pathOf(from), path);
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

  programSource(key: string): Promise<ProgramSource> {
    return Promise.resolve({ kind: 'path', path: this.pathOf(key) });
  }

  directUrl(): Promise<string | null> {
    return Promise.resolve(null);
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
