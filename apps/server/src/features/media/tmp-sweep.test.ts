import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepTemporaryFiles } from './tmp-sweep.js';

const DAY = 24 * 60 * 60 * 1000;

describe('sweepTemporaryFiles', () => {
  it('removes old upload files and transcode folders, and nothing recent or unknown', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'plaza-sweep-'));
    const old = new Date(Date.now() - 2 * DAY);
    const oldUpload = `${'a'.repeat(32)}.upload`;
    await writeFile(join(dir, oldUpload), 'x');
    await mkdir(join(dir, 'transcode-1234-abc'));
    await writeFile(join(dir, `${'b'.repeat(32)}.upload`), 'still arriving');
    await writeFile(join(dir, 'notes.txt'), 'not ours');
    for (const name of [oldUpload, 'transcode-1234-abc', 'notes.txt']) await utimes(join(dir, name), old, old);

    expect(await sweepTemporaryFiles(dir, DAY)).toBe(2);
    expect((await readdir(dir)).sort()).toEqual([`${'b'.repeat(32)}.upload`, 'notes.txt']);
  });

  it('answers 0 when the folder does not exist yet', async () => {
    expect(await sweepTemporaryFiles(join(tmpdir(), 'plaza-no-such-folder-xyz'), DAY)).toBe(0);
  });
});
