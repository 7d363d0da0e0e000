import { readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, vi } from 'vitest';
import type { TestServer } from '../support/server.js';

/** Every file under a directory, relative to it, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** The stored media of posts (DATA_DIR/media/videos): `<slug>/<file>`. */
export const videoFiles = (server: TestServer) => filesUnder(join(server.config.dataDir, 'media/videos'));
/** Uploads waiting to be checked and transcodes in progress (DATA_DIR/tmp). */
export const tmpFiles = (server: TestServer) => filesUnder(join(server.config.dataDir, 'tmp'));

export async function clearMediaFiles(server: TestServer): Promise<void> {
  for (const dir of ['media', 'tmp']) await rm(join(server.config.dataDir, dir), { recursive: true, force: true });
}

export async function postCount(server: TestServer): Promise<number> {
  const row = await server.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A refused upload wrote nothing: no post, no job, no stored media, no temporary file. */
export async function expectNothingWritten(server: TestServer): Promise<void> {
  expect(await postCount(server)).toBe(0);
  expect(await server.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  expect(await videoFiles(server)).toEqual([]);
  expect(await tmpFiles(server)).toEqual([]);
}

/** Waits for the post's transcode to end (ready or failed) and answers the row. */
export function transcoded(server: TestServer, postId: string) {
  return vi.waitFor(
    async () => {
      const row = await server.db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
      expect(row.media_status, `the transcode of ${postId}`).not.toBe('processing');
      return row;
    },
    { timeout: 30_000, interval: 50 },
  );
}
