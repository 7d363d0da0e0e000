// The rename that names an uploaded video as its original, on S3: one CopyObject (up to 5 GiB)
// against a multipart copy of ranged UploadPartCopy parts (what S3Storage does past 5 GiB), for
// a BENCH_MOVE_MB object (100 MiB by default) on s3rver's fork, a fake S3 on loopback that copies
// with its own disk writes. Printed, never asserted: on a real S3 both copies stay in the bucket.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { S3_MIN_PART_BYTES, S3Storage, type S3CopyLimits } from '../apps/server/src/lib/s3-storage.js';
import { startFakeS3 } from '../apps/server/test/support/s3.js';

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_MOVE_MB ?? 100) * MB;
const ROUNDS = 3;

async function timeMoves(storage: S3Storage, name: string): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const from = `videos/${name}-${round}/upload`;
    // Random bytes, so nothing on the way can shortcut a run of zeros; 1 MiB repeated is enough.
    const chunk = randomBytes(MB);
    await storage.write(from, Readable.from(Array.from({ length: SIZE / MB }, () => chunk)));
    const started = performance.now();
    await storage.move(from, `videos/${name}-${round}/original.mp4`);
    times.push(performance.now() - started);
  }
  return times;
}

async function main() {
  const s3 = await startFakeS3({ partCopy: true });
  const tmp = await mkdtemp(join(tmpdir(), 'plaza-bench-move-'));
  const ways: [string, Partial<S3CopyLimits>][] = [
    ['one CopyObject', {}],
    ['parts of 16 MiB', { singleCopyMaxBytes: S3_MIN_PART_BYTES, copyPartBytes: 16 * MB }],
    ['parts of 5 MiB', { singleCopyMaxBytes: S3_MIN_PART_BYTES, copyPartBytes: S3_MIN_PART_BYTES }],
  ];
  try {
    console.log(`S3 move of a ${SIZE / MB} MiB object on s3rver (fork with UploadPartCopy), best of ${ROUNDS}:`);
    for (const [index, [way, limits]] of ways.entries()) {
      const storage = new S3Storage(s3.config, tmp, limits);
      try {
        const best = Math.min(...(await timeMoves(storage, `w${index}`)));
        console.log(
          `  ${way.padEnd(16)} ${best.toFixed(0).padStart(6)} ms  ${((SIZE / MB / best) * 1000).toFixed(0)} MiB/s`,
        );
      } finally {
        storage.destroy();
      }
    }
  } finally {
    await s3.close();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
