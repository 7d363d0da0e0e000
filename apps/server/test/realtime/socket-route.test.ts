import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientEvent, isSocketError, SOCKET_PATH } from '@plaza/contract';
import pino from 'pino';
import { Server } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/http/app-error.js';
import { MemoryRateLimiter } from '../../src/lib/rate-limiter.js';
import { SocketRouter, socketRoute } from '../../src/realtime/socket-route.js';
import type { PlazaIo } from '../../src/realtime/socket-types.js';
import { actorWithId } from '../support/actor.js';

/**
 * The socket router on its own: a real Socket.IO server and client, with events declared here
 * as the contract declares them, and sessions the test decides are live or not.
 */
const probe = clientEvent({
  name: 'probe',
  summary: 'A test event: answers the text it is given.',
  access: 'user',
  payload: z.object({ text: z.string({ error: 'Text must be text' }).max(5, { error: 'Text: at most 5' }) }),
  ack: z.object({ echo: z.string() }),
  rateLimit: { max: 5, windowMs: 60_000, bucket: 'probes' },
  inSpec: false,
});
const sibling = clientEvent({
  name: 'sibling',
  summary: 'Counts in the same bucket as probe; answers nothing.',
  access: 'user',
  payload: null,
  ack: null,
  rateLimit: { max: 5, windowMs: 60_000, bucket: 'probes' },
  inSpec: false,
});
const failing = clientEvent({
  name: 'failing',
  summary: 'Refuses, or breaks.',
  access: 'user',
  payload: z.enum(['refuse', 'break', 'undeclared']),
  ack: z.object({ echo: z.string() }),
  rateLimit: { max: 100, windowMs: 60_000 },
  inSpec: false,
});

const lines: { level: number; msg: string; event?: string; statusCode?: number }[] = [];
const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
const limiter = new MemoryRateLimiter();
const ended = new Set<string>();
const unknown = new Set<string>();
const handled: string[] = [];
let sessionChecks = 0;

let http: HttpServer;
let io: PlazaIo;
let url: string;
beforeAll(async () => {
  http = createServer();
  io = new Server(http, { path: SOCKET_PATH });
  const router = new SocketRouter({
    limiter,
    sessionLive: async (sessionId) => {
      sessionChecks += 1;
      return unknown.has(sessionId) ? null : !ended.has(sessionId);
    },
    log,
  });
  socketRoute(router, probe, ({ payload, userId }) => {
    handled.push(`${userId}:${payload.text}`);
    // Something undeclared beside the declared answer: the ack schema leaves it out.
    return { echo: payload.text, secret: 'hash' } as { echo: string };
  });
  socketRoute(router, sibling, () => {
    handled.push('sibling');
  });
  socketRoute(router, failing, async ({ payload }) => {
    if (payload === 'refuse') throw new AppError('NOT_AUTHORIZED');
    if (payload === 'break') throw new Error('a bug');
    return { nothing: true } as unknown as { echo: string };
  });
  expect(() => socketRoute(router, probe, () => ({ echo: '' }))).toThrow(/has a handler already/);
  io.use((socket, next) => {
    const { userId, sessionId } = socket.handshake.auth as { userId: string; sessionId: string };
    socket.data = { userId, sessionId, firstOfUser: true };
    next();
  });
  io.on('connection', (socket) => router.attach(socket, actorWithId(socket.data.userId)));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await io.close();
});

const clients: Socket[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await limiter.clear();
  handled.length = 0;
});

let serial = 0;
async function connect(sessionId = `session-${++serial}`) {
  const client = connectClient(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { userId: `user-${serial}`, sessionId },
    forceNew: true,
    reconnection: false,
  });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  return { client, sessionId, userId: `user-${serial}` };
}
const ask = (client: Socket, event: string, ...args: unknown[]) => client.timeout(5000).emitWithAck(event, ...args);

describe('socketRoute', () => {
  it('validates the payload, runs the handler and answers its result, shaped by the ack schema', async () => {
    const { client, userId } = await connect();
    expect(await ask(client, 'probe', { text: 'hi', extra: 1 })).toEqual({ echo: 'hi' });
    expect(handled).toEqual([`${userId}:hi`]);
  });

  it('answers invalid input with the validation messages, without running the handler', async () => {
    const { client } = await connect();
    expect(await ask(client, 'probe', { text: 'too long' })).toEqual({
      statusCode: 400,
      message: ['Text: at most 5'],
      error: 'Bad Request',
    });
    expect(await ask(client, 'probe', 42)).toMatchObject({ statusCode: 400 });
    expect(await ask(client, 'probe')).toMatchObject({ statusCode: 400 });
    expect(handled).toEqual([]);
  });

  it('answers a refusal as HTTP would, and hides (and logs) anything unexpected, a bad result included', async () => {
    const { client } = await connect();
    expect(await ask(client, 'failing', 'refuse')).toEqual({
      statusCode: 403,
      message: 'NOT_AUTHORIZED',
      error: expect.any(String),
    });
    const from = lines.length;
    const broken = await ask(client, 'failing', 'break');
    expect(broken).toMatchObject({ statusCode: 500, message: 'INTERNAL_ERROR' });
    expect(await ask(client, 'failing', 'undeclared')).toMatchObject({ statusCode: 500, message: 'INTERNAL_ERROR' });
    expect(lines.slice(from).filter((l) => l.level >= 50)).toHaveLength(2);
    expect(JSON.stringify(broken)).not.toMatch(/a bug/);
  });

  it('calls back an event without a result with nothing, and works for a client that asks for no answer', async () => {
    const { client } = await connect();
    expect(await ask(client, 'sibling')).toBeUndefined();
    const from = lines.length;
    client.emit('probe', { text: 'way too long' });
    client.emit('failing', 'refuse');
    client.emit('probe', { text: 'quiet' });
    // In order: once this answer is here, the three above were handled.
    expect(await ask(client, 'probe', { text: 'last' })).toEqual({ echo: 'last' });
    expect(handled.map((h) => h.split(':')[1] ?? h)).toEqual(['sibling', 'quiet', 'last']);
    expect(lines.slice(from).filter((l) => l.level >= 40)).toEqual([]);
    // Each event is logged with its outcome, answered or not.
    const outcomes = lines.slice(from).filter((l) => l.msg === 'socket event');
    expect(outcomes.map((l) => [l.event, l.statusCode])).toEqual([
      ['probe', 400],
      ['failing', 403],
      ['probe', 200],
      ['probe', 200],
    ]);
    expect(client.connected).toBe(true);
  });

  it('refuses past the limit with TOO_MANY_REQUESTS, counting the events of one bucket together, per user', async () => {
    const { client } = await connect();
    expect(await ask(client, 'probe', { text: 'a' })).toEqual({ echo: 'a' });
    expect(await ask(client, 'sibling')).toBeUndefined();
    // Invalid input counts too: a flood of it costs the sender, not the server.
    expect(await ask(client, 'probe', 42)).toMatchObject({ statusCode: 400 });
    expect(await ask(client, 'probe', { text: 'b' })).toEqual({ echo: 'b' });
    expect(await ask(client, 'sibling')).toBeUndefined();
    // The sixth of the bucket in its minute.
    expect(await ask(client, 'probe', { text: 'c' })).toMatchObject({ statusCode: 429, message: 'TOO_MANY_REQUESTS' });
    expect(await ask(client, 'sibling')).toMatchObject({ statusCode: 429 });
    expect(handled.map((h) => h.split(':')[1] ?? h)).toEqual(['a', 'sibling', 'b', 'sibling']);
    const other = await connect();
    expect(await ask(other.client, 'probe', { text: 'd' })).toEqual({ echo: 'd' });
  });

  it('closes the socket of an ended session at its next event, running nothing', async () => {
    const { client, sessionId } = await connect();
    expect(await ask(client, 'probe', { text: 'live' })).toEqual({ echo: 'live' });
    ended.add(sessionId);
    const closed = new Promise((resolve) => client.once('disconnect', resolve));
    client.emit('sibling');
    expect(await closed).toBe('io server disconnect');
    expect(handled).toEqual([expect.stringMatching(/:live$/)]);
  });

  it('drops an event nobody handles without asking about the session', async () => {
    const { client } = await connect();
    const before = sessionChecks;
    client.emit('no_such_event', 'anything');
    client.emit('no_such_event');
    expect(await ask(client, 'probe', { text: 'after' })).toEqual({ echo: 'after' });
    expect(sessionChecks).toBe(before + 1);
    expect(client.connected).toBe(true);
  });

  it('answers INTERNAL_ERROR, and runs nothing, while the session cannot be checked', async () => {
    const { client, sessionId } = await connect();
    unknown.add(sessionId);
    const reply = await ask(client, 'probe', { text: 'x' });
    expect(isSocketError(reply) && reply.message).toBe('INTERNAL_ERROR');
    expect(handled).toEqual([]);
    unknown.delete(sessionId);
    expect(await ask(client, 'probe', { text: 'y' })).toEqual({ echo: 'y' });
  });
});
