// CPU time of processes on this machine, from /proc (Linux): what the reads bench divides by the
// requests a run completed.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const CLK_TCK = 100;

/** utime + stime of `pid` (every thread of it) in milliseconds; null once it has gone. */
export function cpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of the whole line are the 12th and 13th after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/** The CPU time of each of `pids` now, by pid. */
export function cpuOf(pids: number[]): Map<number, number> {
  const times = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMs(pid);
    if (ms !== null) times.set(pid, ms);
  }
  return times;
}

/** CPU spent between two readings; a process that appeared in between counts from its start. */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
