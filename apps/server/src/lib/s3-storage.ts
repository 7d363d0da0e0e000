import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCopyCommand,
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
/** The largest object one CopyObject copies (S3's limit, 5 GiB); larger ones are copied in parts. */
export const S3_SINGLE_COPY_MAX_BYTES = 5 * 1024 ** 3;
/** The size of each UploadPartCopy part (S3 takes 5 MiB to 5 GiB): a 6 GB video is 12 parts. */
export const S3_COPY_PART_BYTES = 512 * 1024 ** 2;
/** S3's most parts in one multipart upload: a larger object gets larger parts. */
const MAX_PARTS = 10_000;
/** Part copies in flight at once (each is server-side: no byte goes through this process). */
const COPY_QUEUE = 4;

/** When `move` copies an object in parts, and how large they are (tests lower both). */
export interface S3CopyLimits {
  singleCopyMaxBytes: number;
  copyPartBytes: number;
}

/** `size` bytes cut into inclusive ranges of `partBytes` (the last shorter). */
function copyRanges(size: number, partBytes: number): ByteRange[] {
  const ranges: ByteRange[] = [];
  for (let start = 0; start < size; start += partBytes) {
    ranges.push({ start, end: Math.min(start + partBytes, size) - 1 });
  }
  return ranges;
}

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
  private readonly copyLimits: S3CopyLimits;

  constructor(
    config: S3Config,
    /** Where `localCopy` downloads files (this process's temporary folder). */
    private readonly tmpDir: string,
    copyLimits: Partial<S3CopyLimits> = {},
  ) {
    this.copyLimits = {
      singleCopyMaxBytes: copyLimits.singleCopyMaxBytes ?? S3_SINGLE_COPY_MAX_BYTES,
      copyPartBytes: copyLimits.copyPartBytes ?? S3_COPY_PART_BYTES,
    };
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

  /**
   * A server-side copy, then the source's deletion. CopyObject stops at 5 GiB, so a larger
   * object is copied as a multipart upload of ranged part copies, aborted if any part fails:
   * `to` names nothing until the copy is whole, and `from` is kept until then.
   */
  async move(from: string, to: string): Promise<void> {
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: from }));
    const size = head.ContentLength ?? 0;
    const source = `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    if (size <= this.copyLimits.singleCopyMaxBytes) {
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: source }));
    } else {
      await this.copyInParts(source, to, size, head.ContentType);
    }
    await this.delete(from);
  }

  private async copyInParts(source: string, to: string, size: number, contentType?: string): Promise<void> {
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: to, ContentType: contentType }),
    );
    if (!UploadId) throw new Error(`S3 started no multipart upload for ${to}`);
    try {
      const parts = copyRanges(size, Math.max(this.copyLimits.copyPartBytes, Math.ceil(size / MAX_PARTS)));
      const etags: string[] = new Array<string>(parts.length);
      let next = 0;
      let failed = false;
      const copyNext = async (): Promise<void> => {
        for (let index = next++; index < parts.length && !failed; index = next++) {
          const { start, end } = parts[index]!;
          const { CopyPartResult } = await this.client.send(
            new UploadPartCopyCommand({
              Bucket: this.bucket,
              Key: to,
              UploadId,
              PartNumber: index + 1,
              CopySource: source,
              CopySourceRange: `bytes=${start}-${end}`,
            }),
          );
          if (!CopyPartResult?.ETag) throw new Error(`S3 returned no ETag for part ${index + 1} of ${to}`);
          etags[index] = CopyPartResult.ETag;
        }
      };
      // Every copy in flight is waited for, so none lands after the abort below.
      const settled = await Promise.allSettled(
        Array.from({ length: Math.min(COPY_QUEUE, parts.length) }, () =>
          copyNext().catch((error: unknown) => {
            failed = true;
            throw error;
          }),
        ),
      );
      const failure = settled.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: to,
          UploadId,
          MultipartUpload: { Parts: etags.map((ETag, index) => ({ ETag, PartNumber: index + 1 })) },
        }),
      );
    } catch (error) {
      // The copied parts are billed storage until aborted; the copy's own failure is what the caller hears.
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: to, UploadId }))
        .catch(() => undefined);
      throw error;
    }
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
