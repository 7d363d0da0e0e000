// The SQL each read runs, taken from the server itself: a server started with PLAZA_LOG_SQL appends
// every statement it sends to a file; each read is sent alone and the lines it added are its
// statements. So the floor replays what the server runs today, whatever its code becomes. Statements
// whose times overlapped (a page and its count sent together) form one step, replayed together.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { SqlLogLine } from '../apps/server/src/db/sql-log.js';
import type { Read } from './reads-cases.js';
import type { Statement } from './reads-load.js';

export interface Captured {
  /** In order; the statements of a step ran at the same time. */
  steps: Statement[][];
  /** Set when two sends of the read ran different statements (a cache filling, a background job). */
  unstable: boolean;
}

/** Statements in order of their start, those that overlapped in one step. */
function stepsOf(lines: SqlLogLine[]): Statement[][] {
  const timed = lines
    .map(({ sql, params, ms, at }) => ({ statement: { sql, params }, start: at - ms, end: at }))
    .sort((a, b) => a.start - b.start);
  const steps: { end: number; statements: Statement[] }[] = [];
  for (const { statement, start, end } of timed) {
    const last = steps.at(-1);
    if (last && start < last.end) {
      last.statements.push(statement);
      last.end = Math.max(last.end, end);
    } else steps.push({ end, statements: [statement] });
  }
  return steps.map((step) => step.statements);
}

/** The same statements in the same steps (within a step, in any order). */
function sameShape(a: Statement[][], b: Statement[][]): boolean {
  const shape = (steps: Statement[][]) => JSON.stringify(steps.map((step) => step.map((s) => s.sql).sort()));
  return shape(a) === shape(b);
}

const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** Resolves once `file` has not grown for `quietMs`: statements a reply does not wait for are in. */
async function settled(file: string, quietMs = 150): Promise<void> {
  let last = size(file);
  for (;;) {
    await new Promise((r) => setTimeout(r, quietMs));
    const now = size(file);
    if (now === last) return;
    last = now;
  }
}

async function stepsOfRead(base: string, read: Read, file: string): Promise<Statement[][]> {
  await settled(file);
  const from = size(file);
  const res = await fetch(`${base}${read.path}`, { method: read.method, headers: read.headers, body: read.body });
  if (!res.ok) throw new Error(`${read.name}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  await settled(file);
  const added = readFileSync(file).subarray(from).toString('utf8');
  return stepsOf(
    added
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SqlLogLine),
  );
}

/** Sends each read three times and keeps the statements of the last (the first may fill caches). */
export async function captureStatements(base: string, reads: Read[], file: string): Promise<Map<string, Captured>> {
  const captured = new Map<string, Captured>();
  for (const read of reads) {
    await stepsOfRead(base, read, file);
    const second = await stepsOfRead(base, read, file);
    const third = await stepsOfRead(base, read, file);
    captured.set(read.name, { steps: third, unstable: !sameShape(second, third) });
  }
  return captured;
}
