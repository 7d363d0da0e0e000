import { appendFileSync } from 'node:fs';
import type { LogEvent } from 'kysely';

/** One line of the SQL log (PLAZA_LOG_SQL): a statement as the driver received it. */
export interface SqlLogLine {
  sql: string;
  params: unknown[];
  ms: number;
  /** When it finished, in epoch milliseconds (fractional): with `ms`, which statements overlapped. */
  at: number;
  error?: string;
}

/**
 * Appends each statement, its parameters and its time to `file` as one JSON line, synchronously so
 * a reader sees a request's statements as soon as its reply arrives. For measuring (the reads
 * bench replays them as its SQL floor), never for production: when unset, Kysely logs nothing and
 * times nothing.
 */
export function sqlFileLogger(file: string): (event: LogEvent) => void {
  return (event) => {
    const line: SqlLogLine = {
      sql: event.query.sql,
      params: [...event.query.parameters],
      ms: event.queryDurationMillis,
      at: performance.timeOrigin + performance.now(),
      ...(event.level === 'error' ? { error: String(event.error) } : {}),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
}
