import { createHash } from 'node:crypto';
import { readFile, readdir, readlink, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Leftovers of versions that kept temporary files loose in DATA_DIR/tmp. */
const LOOSE = /^(?:[0-9a-f]{32}\.upload|transcode-.+)$/;
/** `<machine>-<pid>-<start>`: the folder of one server process. */
const OWNER = /^([0-9a-f]{16}|unknown)-(\d+)-(\d+)$/;

/** What makes a process unique on this machine: its pid and when it started (a pid is reused). */
export interface ProcessId {
  pid: number;
  /** Clock ticks after boot (field 22 of /proc/<pid>/stat). */
  start: number;
}

/** The start of a live process, or null when no such process runs (or /proc cannot tell). */
export async function processStart(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The name (field 2) is in parentheses and may hold spaces: count fields after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[19]);
  } catch {
    return null;
  }
}

/**
 * Names this machine's current boot and process namespace: two processes with the same machine
 * name can see each other's pids. Null where /proc does not tell (not Linux).
 */
async function machineName(): Promise<string | null> {
  try {
    const boot = await readFile('/proc/sys/kernel/random/boot_id', 'utf8');
    const namespace = await readlink('/proc/self/ns/pid');
    return createHash('sha256').update(`${boot.trim()} ${namespace}`).digest('hex').slice(0, 16);
  } catch {
    return null;
  }
}

export interface SweepOptions {
  /** Folders of other machines (or loose leftovers) older than this are taken for dead. */
  maxAgeMs: number;
  now?: number;
  /** Answers the start of a live process (tests pass their own). */
  startOf?: (pid: number) => Promise<number | null>;
}

/**
 * Removes temporary files no live server owns. Each server process keeps its own in
 * DATA_DIR/tmp/<machine>-<pid>-<start>: on this machine a folder goes as soon as its process is
 * gone (say it was killed mid-upload or mid-transcode); a folder of another machine sharing the
 * data directory, whose processes cannot be seen, only once it is older than `maxAgeMs`, as do
 * loose files of older versions. Answers how many entries went.
 */
export async function sweepTemporaryFiles(tmpDir: string, machine: string | null, options: SweepOptions) {
  const { maxAgeMs, now = Date.now(), startOf = processStart } = options;
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const owner = OWNER.exec(name);
    if (!owner && !LOOSE.test(name)) continue;
    let dead: boolean;
    if (owner && machine !== null && owner[1] === machine) {
      dead = (await startOf(Number(owner[2]))) !== Number(owner[3]);
    } else {
      const info = await stat(join(tmpDir, name)).catch(() => null);
      dead = info !== null && now - info.mtimeMs >= maxAgeMs;
    }
    if (!dead) continue;
    await rm(join(tmpDir, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** No upload or transcode runs this long: another machine's folder this old was left by a crash. */
const FOREIGN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * This process's temporary folder, DATA_DIR/tmp/<machine>-<pid>-<start> (created when first
 * written to). What dead processes left there is swept first; see sweepTemporaryFiles.
 */
export async function claimTempDir(dataDir: string): Promise<{ dir: string; swept: number }> {
  const tmpDir = join(dataDir, 'tmp');
  const machine = await machineName();
  const swept = await sweepTemporaryFiles(tmpDir, machine, { maxAgeMs: FOREIGN_MAX_AGE_MS });
  const start = await processStart(process.pid);
  // Without /proc, a name no sweep can tie to a process: only its age ends it.
  const owner = machine !== null && start !== null ? `${machine}-${process.pid}-${start}` : `unknown-${process.pid}-0`;
  return { dir: join(tmpDir, owner), swept };
}
