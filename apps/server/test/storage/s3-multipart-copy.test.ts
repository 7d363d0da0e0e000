import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { S3_MIN_PART_BYTES, S3Storage } from '../../src/lib/s3-storage.js';
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy.js';
import { startFakeS3, type FakeS3 } from '../support/s3.js';

async function read(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The smallest limits S3 itself would take: copies past 5 MiB go in 5 MiB parts. */
const LIMITS = { singleCopyMaxBytes: S3_MIN_PART_BYTES, copyPartBytes: S3_MIN_PART_BYTES };

/**
 * `move` past the single-copy limit, on s3rver's fork that implements UploadPartCopy, through a
 * proxy that records each request (so the path taken is seen) and can fail one on cue.
 */
describe('S3Storage.move of an object past the single-copy limit', () => {
  let s3: FakeS3;
  let proxy: RecordingProxy;
  let storage: S3Storage;
  let tmp: string;

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'plaza-s3-copy-'));
    s3 = await startFakeS3({ partCopy: true });
    proxy = await startRecordingProxy(s3.config.endpoint!);
    storage = new S3Storage({ ...s3.config, endpoint: proxy.url }, tmp, LIMITS);
  });
  afterEach(() => {
    proxy.refuse(null);
    proxy.seen.length = 0;
  });
  afterAll(async () => {
    storage.destroy();
    await proxy.close();
    await s3.close();
    await rm(tmp, { recursive: true, force: true });
  });

  const requests = (pattern: RegExp) => proxy.seen.filter((line) => pattern.test(line));

  it('copies it in ranged parts, intact, and deletes the source', async () => {
    const data = randomBytes(2 * S3_MIN_PART_BYTES + 17);
    await storage.write('videos/m1/upload', Readable.from([data]));
    proxy.seen.length = 0;
    await storage.move('videos/m1/upload', 'videos/m1/original.mp4');

    expect((await read(await storage.stream('videos/m1/original.mp4')))?.equals(data)).toBe(true);
    expect(await storage.stat('videos/m1/upload')).toBeNull();
    expect(requests(/x-id=UploadPartCopy/)).toHaveLength(3);
    expect(requests(/x-id=CopyObject/)).toHaveLength(0);
    expect(requests(/^POST \/[^?]+original\.mp4\?uploadId=/)).toHaveLength(1);
  });

  it('copies an object within the limit with one CopyObject', async () => {
    const data = randomBytes(S3_MIN_PART_BYTES);
    await storage.put('videos/m2/upload', data);
    proxy.seen.length = 0;
    await storage.move('videos/m2/upload', 'videos/m2/original.mp4');

    expect((await read(await storage.stream('videos/m2/original.mp4')))?.equals(data)).toBe(true);
    expect(await storage.stat('videos/m2/upload')).toBeNull();
    expect(requests(/x-id=CopyObject/)).toHaveLength(1);
    expect(requests(/x-id=(CreateMultipartUpload|UploadPartCopy)|\?uploads/)).toHaveLength(0);
  });

  it('aborts the multipart upload when a part fails, keeps the source and names nothing', async () => {
    const data = randomBytes(3 * S3_MIN_PART_BYTES + 1);
    await storage.write('videos/m3/upload', Readable.from([data]));
    proxy.seen.length = 0;
    proxy.refuse(
      (req) => req.method === 'PUT' && /[?&]partNumber=2(&|$)/.test(req.url ?? ''),
      403,
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
    );

    await expect(storage.move('videos/m3/upload', 'videos/m3/original.mp4')).rejects.toMatchObject({
      name: 'AccessDenied',
    });

    const uploadId = /uploadId=([^&]+)/.exec(requests(/x-id=UploadPartCopy/)[0] ?? '')?.[1];
    expect(uploadId).toBeTruthy();
    const ofUpload = proxy.seen.filter((line) => line.includes(`uploadId=${uploadId}`));
    // The abort comes after every part copy has settled, and nothing completes the upload.
    expect(ofUpload.at(-1)).toMatch(/^DELETE .*x-id=AbortMultipartUpload/);
    expect(requests(/^POST \/[^?]+\?uploadId=/)).toHaveLength(0);
    expect(await storage.stat('videos/m3/original.mp4')).toBeNull();
    expect((await read(await storage.stream('videos/m3/upload')))?.equals(data)).toBe(true);
  });
});
