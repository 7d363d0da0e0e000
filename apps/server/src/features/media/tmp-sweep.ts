import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Leftovers of a crash: upload files (`<hex>.upload`) and transcode folders (`transcode-*`). */
const LEFTOVER = /^(?:[0-9a-f]{32}\.upload|transcode-.+)$/;

/**
 * Removes what a crashed server left in its temporary folder. Only entries older than `maxAgeMs`
 * go, so an upload another process is still receiving is never touched. Answers how many went.
 */
export async function sweepTemporaryFiles(tmpDir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((n) => LEFTOVER.test(n))) {
    const path = join(tmpDir, name);
    const info = await stat(path).catch(() => null);
    if (!info || now - info.mtimeMs < maxAgeMs) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
