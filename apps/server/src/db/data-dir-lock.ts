import { readFile, unlink, writeFile } from 'node:fs/promises';
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config/config-error.js';
import { processStart } from '../lib/temp-dir.js';

/** The file in DATA_DIR naming the process that has the embedded database open: `<pid> <start>`. */
export const LOCK_FILE = 'db.pid';

/**
 * Claims DATA_DIR's embedded PGlite for this process. PGlite serves one process: a second one on
 * the same directory would corrupt it, so it stops here with one line. A lock whose process is
 * gone (killed, crashed) is taken over; this same process may open the directory again.
 */
export async function lockDataDir(dataDir: string): Promise<void> {
  const file = join(dataDir, LOCK_FILE);
  const mine = `${process.pid} ${(await processStart(process.pid)) ?? 0}`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, mine, { flag: 'wx' });
      process.once('exit', () => {
        try {
          unlinkSync(file);
        } catch {
          // Already gone.
        }
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = (await readFile(file, 'utf8').catch(() => '')).trim();
    if (holder === mine) return;
    const [pid, start] = holder.split(' ').map(Number);
    if (pid && (await processStart(pid)) === start)
      throw new ConfigError(
        `DATA_DIR ${dataDir} is in use by server process ${pid}: the embedded PGlite serves one process (set DATABASE_URL to run several)`,
      );
    await unlink(file).catch(() => undefined);
  }
  throw new ConfigError(`DATA_DIR ${dataDir}: could not claim ${LOCK_FILE}`);
}
