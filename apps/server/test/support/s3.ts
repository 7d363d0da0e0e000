import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rverWithPartCopy from '@20minutes/s3rver';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config/config.js';

export interface FakeS3 {
  config: S3Config;
  /** The S3_* settings that name it, for a server started as a process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const BUCKET = 'plaza-test';
/** s3rver's fixed credentials. */
const KEY = 'S3RVER';

/**
 * s3rver (a fake S3 from npm) on a free port with a bucket in a fresh directory. It does not
 * check presigned URLs' signatures, computes multipart ETags as plain MD5s and answers suffix
 * ranges wrongly: tests never rely on any of that. Neither it nor its fork implements
 * AbortMultipartUpload or ListMultipartUploads; only the fork (`partCopy`) has UploadPartCopy.
 */
export async function startFakeS3(options: { partCopy?: boolean } = {}): Promise<FakeS3> {
  const directory = await mkdtemp(join(tmpdir(), 'plaza-s3-'));
  const Server = options.partCopy ? S3rverWithPartCopy : S3rver;
  const server = new Server({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: {
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
