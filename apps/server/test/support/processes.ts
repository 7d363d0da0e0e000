import { readdir, readFile } from 'node:fs/promises';

/** The pids of running programs whose command line holds `text` (on Linux, from /proc). */
export async function processesWith(text: string): Promise<number[]> {
  const pids = (await readdir('/proc').catch(() => [] as string[])).filter((name) => /^\d+$/.test(name));
  const found: number[] = [];
  for (const pid of pids) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(text)) found.push(Number(pid));
  }
  return found;
}
