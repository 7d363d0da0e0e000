import { messages } from '@plaza/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.js';
import { isDataException } from '../../src/db/errors.js';
import { socketErrorReply } from '../../src/realtime/socket-reply.js';
import { registerErrorHandlers, UNSTORABLE_VALUE_LOG } from '../../src/http/error-handler.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * The safety net under the contract's rules: a value the database itself refuses (SQLSTATE class
 * 22) is the caller's bad input, answered 400 and logged as a warning, never a 500. Real errors
 * from PGlite or PostgreSQL (whichever DATABASE_URL names), not made-up ones.
 */
let database: TestDatabase;
let db: Db;
let app: FastifyInstance;
const lines: { level: number; msg: string }[] = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) };

/** Queries that make the database refuse a value, as a schema without a rule would let through. */
const REFUSED_VALUES: [string, () => Promise<unknown>][] = [
  ['NUL in text', () => sql`select ${'a\u0000b'}::text`.execute(db)],
  ['an integer out of range', () => sql`select ${String(2 ** 31)}::integer`.execute(db)],
  ['year 0', () => sql`select ${'0000-01-01T00:00:00Z'}::timestamptz`.execute(db)],
  ['text that is not a number', () => sql`select ${'ten'}::integer`.execute(db)],
];

beforeAll(async () => {
  database = await createTestDatabase();
  db = await createDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  app = Fastify({ logger: { level: 'warn', stream: logStream } });
  registerErrorHandlers(app);
  app.get('/refused/:case', async (request) => {
    const index = Number((request.params as { case: string }).case);
    return REFUSED_VALUES[index]![1]();
  });
  app.get('/broken', async () => sql`select * from no_such_table`.execute(db));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await database?.drop();
});

describe('a value the database refuses', () => {
  it.each(REFUSED_VALUES.map(([name], i) => [name, i] as const))(
    'is a 400 with a readable message and a warning in the log: %s',
    async (_name, index) => {
      const from = lines.length;
      const res = await app.inject({ method: 'GET', url: `/refused/${index}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, message: [messages.valueNotStorable], error: 'Bad Request' });
      expect(lines.slice(from).map((l) => [l.level, l.msg])).toEqual([[40, UNSTORABLE_VALUE_LOG]]);
    },
  );

  it('is recognised by its SQLSTATE class only: other database errors stay 500s', async () => {
    const errors = await Promise.all(REFUSED_VALUES.map(([, run]) => run().catch((error: unknown) => error)));
    expect(errors.every(isDataException)).toBe(true);
    const missingTable = await sql`select * from no_such_table`.execute(db).catch((error: unknown) => error);
    expect(isDataException(missingTable)).toBe(false);
    expect(isDataException({ code: 22021 })).toBe(false);
    expect(isDataException(new Error('22021'))).toBe(false);
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('INTERNAL_ERROR');
  });

  it('is answered the same way on the socket', async () => {
    const error = await REFUSED_VALUES[0]![1]().catch((e: unknown) => e);
    const log = pino({ level: 'warn' }, logStream);
    const from = lines.length;
    expect(socketErrorReply(error, log, 'message')).toEqual({
      statusCode: 400,
      message: [messages.valueNotStorable],
      error: 'Bad Request',
    });
    expect(lines.slice(from).map((l) => l.level)).toEqual([40]);
  });
});
