import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimTempDir, processStart, sweepTemporaryFiles } from './temp-dir.js';

const DAY = 24 * 60 * 60 * 1000;
const HERE = 'a'.repeat(16);
const ELSEWHERE = 'b'.repeat(16);
/** Process 100 started at tick 5 and still runs; every other process is gone. */
const startOf = async (pid: number) => (pid === 100 ? 5 : null);

async function folderWith(entries: string[], old: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'plaza-sweep-'));
  for (const name of entries) {
    if (name.endsWith('.upload')) await writeFile(join(dir, name), 'x');
    else await mkdir(join(dir, name));
  }
  const then = new Date(Date.now() - 2 * DAY);
  for (const name of old) await utimes(join(dir, name), then, then);
  return dir;
}

describe('sweepTemporaryFiles', () => {
  it("removes this machine's folders of processes that are gone, at once, and keeps those of live ones", async () => {
    const live = `${HERE}-100-5`;
    const dead = `${HERE}-101-5`;
    // The same pid started at another time: the pid was reused, the owner is gone.
    const reused = `${HERE}-100-4`;
    const dir = await folderWith([live, dead, reused], []);
    expect(await sweepTemporaryFiles(dir, HERE, { maxAgeMs: DAY, startOf })).toBe(2);
    expect(await readdir(dir)).toEqual([live]);
  });

  it("removes another machine's folders and loose leftovers only once they are old, and nothing unknown", async () => {
    const recent = `${ELSEWHERE}-101-5`;
    const old = `${ELSEWHERE}-102-5`;
    const oldLoose = `${'c'.repeat(32)}.upload`;
    const recentLoose = `${'d'.repeat(32)}.upload`;
    const dir = await folderWith(
      [recent, old, oldLoose, recentLoose, 'transcode-1234-abc', 'notes', 'unknown-7-0'],
      [old, oldLoose, 'transcode-1234-abc', 'notes', 'unknown-7-0'],
    );
    expect(await sweepTemporaryFiles(dir, HERE, { maxAgeMs: DAY, startOf })).toBe(4);
    expect((await readdir(dir)).sort()).toEqual([recentLoose, recent, 'notes'].sort());
  });

  it('answers 0 when the folder does not exist yet', async () => {
    const missing = join(tmpdir(), 'plaza-no-such-folder-xyz');
    expect(await sweepTemporaryFiles(missing, HERE, { maxAgeMs: DAY, startOf })).toBe(0);
  });
});

describe('claimTempDir', () => {
  it("names this process's folder by machine, pid and start, which a later sweep keeps while it runs", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'plaza-claim-'));
    const { dir } = await claimTempDir(dataDir);
    const start = await processStart(process.pid);
    expect(start).toBeGreaterThan(0);
    expect(dir).toMatch(new RegExp(`/tmp/[0-9a-f]{16}-${process.pid}-${start}$`));
    await mkdir(dir, { recursive: true });
    expect((await claimTempDir(dataDir)).swept).toBe(0);
    expect(await readdir(join(dataDir, 'tmp'))).toHaveLength(1);
  });
});
