import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * How many distinct statements a process prepares. Each stays prepared on each pooled connection
 * for its life, so the cap bounds PostgreSQL's memory; a statement past it runs unprepared.
 */
export const MAX_PREPARED_STATEMENTS = 300;

/** PostgreSQL's refusal to run a prepared statement whose tables changed shape (a migration beside it). */
const PLAN_CHANGED = '0A000';

/**
 * A pool whose connections prepare each parameterised statement once and then only bind and
 * execute it: PostgreSQL skips parsing and rewriting the feed's long query on every request, and
 * the server sends its parameters instead of its text. Statements are named by a hash of their
 * text, so the same text on any connection is the same name and no two texts share one.
 * Parameterless statements (migrations, transaction control, several commands in one text) are
 * sent as they are. A statement PostgreSQL will no longer run prepared because a table changed
 * shape under it is sent unprepared from then on.
 */
export function preparingPool(pool: pg.Pool, max = MAX_PREPARED_STATEMENTS): PostgresPool {
  const names = new Map<string, string>();
  const unprepared = new Set<string>();

  function nameOf(text: string): string | undefined {
    const known = names.get(text);
    if (known || names.size >= max || unprepared.has(text)) return known;
    const name = `plaza_${createHash('sha256').update(text).digest('base64url').slice(0, 40)}`;
    names.set(text, name);
    return name;
  }

  function adopt(client: pg.PoolClient): PostgresPoolClient {
    async function send(text: string, values: readonly unknown[]): Promise<pg.QueryResult> {
      const name = values.length > 0 ? nameOf(text) : undefined;
      if (!name) return client.query(text, [...values]);
      try {
        return await client.query({ name, text, values: [...values] });
      } catch (error) {
        if ((error as { code?: unknown }).code !== PLAN_CHANGED) throw error;
        names.delete(text);
        unprepared.add(text);
        return client.query(text, [...values]);
      }
    }
    async function run<R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>> {
      const { command, rowCount, rows } = await send(text, values);
      // What Kysely reads of a result: pg types the command as any string and rows loosely.
      return { command: command as PostgresQueryResult<R>['command'], rowCount: rowCount ?? 0, rows: rows as R[] };
    }
    function query<R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      textOrCursor: string | PostgresCursor<R>,
      values: readonly unknown[] = [],
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      // Kysely passes a cursor only to stream a query, with a cursor class in the dialect's config.
      if (typeof textOrCursor !== 'string') throw new Error('streaming queries is not configured');
      return run<R>(textOrCursor, values);
    }
    return { query, release: () => client.release() };
  }

  return {
    connect: async () => adopt(await pool.connect()),
    end: () => pool.end(),
  };
}
