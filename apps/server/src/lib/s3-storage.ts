import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config/config.js';
import type { ByteRange, DirectUrlOptions, ProgramSource, Storage, StoredFileInfo } from './storage.js';

/** S3's smallest multipart part (5 MiB, the last excepted): kept here, whatever the server accepts. */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
/** Parts sent at once per upload: what an upload holds in memory is about this many parts. */
const UPLOAD_QUEUE = 4;
/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/**
 * Media in an S3 bucket, through the AWS SDK. Uploads are multipart (lib-storage) and never
 * held whole; reads are ranged GETs; a folder is deleted by listing its prefix. Checksums are
 * sent only where S3 requires them, which every S3-compatible server understands.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3Config,
    /** Where `localCopy` downloads files (this process's temporary folder). */
    private readonly tmpDir: string,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials ?? undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data }));
  }

  async putFile(key: string, localPath: string): Promise<void> {
    await this.write(key, createReadStream(localPath));
    await rm(localPath, { force: true });
  }

  async write(key: string, source: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: source },
      partSize: S3_MIN_PART_BYTES,
      queueSize: UPLOAD_QUEUE,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async move(from: string, to: string): Promise<void> {
    const source = `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: source }));
    await this.delete(from);
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          // Always both ends: suffix ranges are answered differently by some S3-compatible servers.
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = object.Body;
      if (!body) return Readable.from([]);
      return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async localCopy<T>(key: string, use: (path: string) => Promise<T>): Promise<T | null> {
    const stream = await this.stream(key);
    if (!stream) return null;
    await mkdir(this.tmpDir, { recursive: true });
    const path = join(this.tmpDir, `${randomBytes(16).toString('hex')}.copy`);
    try {
      await pipeline(stream, createWriteStream(path, { flags: 'wx' }));
      return await use(path);
    } finally {
      await rm(path, { force: true });
    }
  }

  async programSource(key: string, seconds: number): Promise<ProgramSource> {
    const url = await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: seconds,
    });
    return { kind: 'url', url };
  }

  async directUrl(key: string, options: DirectUrlOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ResponseCacheControl: options.cacheControl,
    });
    // Signed at the start of the window, so every viewer in it gets the same URL (cacheable).
    const seconds = Math.round((options.expiresAt.getTime() - options.signedAt.getTime()) / 1000);
    return getSignedUrl(this.client, command, { expiresIn: seconds, signingDate: options.signedAt });
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deleteTree(prefix: string): Promise<void> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${prefix}/`,
          ContinuationToken: token,
          MaxKeys: DELETE_BATCH,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  destroy(): void {
    this.client.destroy();
  }
}
