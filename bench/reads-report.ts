// How the reads bench prints: one table row per read and concurrency, then each read's statements.
import type { Captured } from './reads-capture.js';
import type { Read } from './reads-cases.js';
import type { LoadResult } from './reads-load.js';

/** A run against the server, with the CPU milliseconds it and its PostgreSQL backends spent. */
export interface Served {
  result: LoadResult;
  serverCpu: number;
  dbCpu: number;
}

export interface Row {
  read: Read;
  sql: Captured;
  concurrency: number;
  served: Served;
  /** The same statements through a bare pg Pool. */
  floor: LoadResult;
  load: number[];
}

const COLUMNS: [string, number][] = [
  ['read', 28],
  ['c', 3],
  ['SQL', 4],
  ['req/s', 7],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['CPU ms/req', 11],
  ['PG ms/req', 10],
  ['floor req/s', 12],
  ['floor p50', 10],
  ['floor PG', 9],
  ['CPU÷SQL', 8],
  ['load 1m', 8],
];

function line(cells: string[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i]![1]) : cell.padStart(COLUMNS[i]![1]))).join(' ');
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export function printHeader(seconds: number, load: number[]): void {
  console.log(
    `reads on PostgreSQL: ${seconds} s per run; load from a process of its own; load average ${load.map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log(
    '  CPU: the server process per request; PG: PostgreSQL backends per request; floor: the same statements through a bare pg Pool;' +
      " CPU÷SQL: server CPU per request over the floor's PostgreSQL CPU per request (CPU times, not wall times, so a busy machine moves them less)",
  );
  console.log(line(COLUMNS.map(([name]) => name)));
}

export function printRow(row: Row): void {
  const { result } = row.served;
  const { floor } = row;
  const perRequest = (ms: number, r: LoadResult) => ms / r.completed;
  const serverCpu = perRequest(row.served.serverCpu, result);
  console.log(
    line([
      row.read.name,
      String(row.concurrency),
      String(row.sql.steps.flat().length),
      fixed(result.completed / result.seconds, 0),
      fixed(result.p50),
      fixed(result.p99),
      fixed(serverCpu, 2),
      fixed(perRequest(row.served.dbCpu, result), 2),
      fixed(floor.completed / floor.seconds, 0),
      fixed(floor.p50, 2),
      fixed(perRequest(floor.backendCpu ?? NaN, floor), 2),
      `${fixed(serverCpu / perRequest(floor.backendCpu ?? NaN, floor))}×`,
      fixed(row.load[0] ?? NaN, 2),
    ]),
  );
  for (const [what, r] of [
    ['server', result],
    ['floor', floor],
  ] as const) {
    if (r.failed > 0) console.log(`  ${what}: ${r.failed} failed, first: ${r.firstFailure}`);
  }
}

/**
 * Each read's statements with their mean time in the floor at c=1, shortened to one line each; a bracket joins
 * those sent together.
 */
export function printStatements(captured: Map<string, Captured>): void {
  for (const [name, sql] of captured) {
    const count = sql.steps.flat().length;
    console.log(`${name}: ${count} statements${sql.unstable ? ' (differed between two sends)' : ''}`);
    for (const step of sql.steps) {
      step.forEach((s, i) => {
        const mark = step.length === 1 ? ' ' : i === 0 ? '┌' : i === step.length - 1 ? '└' : '│';
        console.log(`  ${mark} ${fixed(s.ms ?? NaN, 2).padStart(6)} ms  ${s.sql.replace(/\s+/g, ' ').slice(0, 120)}`);
      });
    }
  }
}
