import { API_VERSION, api } from '@plaza/contract';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { makeImage } from '../profile/support.js';
import { MANY_LOGINS, signedIn } from '../support/community.js';
import type { TestClient } from '../support/client.js';
import { useTestServer } from '../support/server.js';

/** Short, so a test sees each timeout fire; the product's are in HTTP_TIMEOUTS. */
const TIMEOUTS = { idleMs: 1000, headersMs: 1000, requestMs: 1500, keepAliveMs: 1000 };

const server = useTestServer({ loginLimits: MANY_LOGINS, httpTimeouts: TIMEOUTS });

interface RawConnection {
  socket: Socket;
  /** Everything the server sent. */
  received(): string;
  /** Settles when the server closes the connection. */
  closed: Promise<void>;
}

async function open(): Promise<RawConnection> {
  const { port } = new URL(server.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  // A reset counts as closed too: the server destroyed the connection.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => text, closed };
}

function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

const BOUNDARY = 'plaza-timeouts-1';

/** A photo upload: the head of the request and of the form, the photo's bytes, and the form's end. */
async function photoUpload(client: TestClient) {
  const photo = await makeImage('png', 400, 300);
  const formHead = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photoFile"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const formTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = formHead.length + photo.length + formTail.length;
  const head = Buffer.from(
    `PUT /${API_VERSION}${api.profile.uploadPhoto.path} HTTP/1.1\r\nHost: plaza.test\r\nCookie: ${cookieOf(client)}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`,
  );
  return { head: Buffer.concat([head, formHead]), photo, tail: formTail };
}

/** Sends `bytes` a piece at a time, as a slow link does: a piece every `everyMs`. */
async function trickle(socket: Socket, bytes: Buffer, pieces: number, everyMs: number): Promise<void> {
  const size = Math.ceil(bytes.length / pieces);
  for (let at = 0; at < bytes.length; at += size) {
    socket.write(bytes.subarray(at, at + size));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

describe('connection timeouts', () => {
  it('close a stalled upload: headers and part of the body, then nothing', async () => {
    const { client } = await signedIn(server);
    const upload = await photoUpload(client);
    const connection = await open();
    connection.socket.write(Buffer.concat([upload.head, upload.photo.subarray(0, upload.photo.length >> 1)]));
    await connection.closed;
    expect(connection.received()).toBe('');
  });

  it('let a slow upload that keeps moving finish, long past the idle and request timeouts', async () => {
    const { client } = await signedIn(server);
    const upload = await photoUpload(client);
    const connection = await open();
    connection.socket.write(upload.head);
    const started = performance.now();
    // Thirty pieces a tenth of the idle timeout apart: three idle timeouts, twice the request deadline.
    await trickle(connection.socket, upload.photo, 30, TIMEOUTS.idleMs / 10);
    connection.socket.write(upload.tail);
    await expect.poll(() => connection.received(), { timeout: 20_000 }).toMatch(/\r\n\r\n\{.*\}$/s);
    expect(performance.now() - started).toBeGreaterThan(2 * TIMEOUTS.requestMs);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(connection.received()).toContain('"displayPhoto":"');
    connection.socket.destroy();
  });

  it('close a request that is not an upload once its body takes longer than the request deadline', async () => {
    const connection = await open();
    const body = Buffer.from(JSON.stringify({ emailOrUserName: 'ada@example.com', password: 'x'.repeat(60) }));
    connection.socket.write(
      `POST /${API_VERSION}${api.auth.login.path} HTTP/1.1\r\nHost: plaza.test\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    // Moving (never idle), but a byte at a time: it would take far past the deadline.
    void trickle(connection.socket, body, body.length, TIMEOUTS.idleMs / 10).catch(() => undefined);
    await connection.closed;
    expect(connection.received()).toBe('');
  });

  it('close a connection whose headers keep trickling past the headers timeout', async () => {
    const connection = await open();
    connection.socket.write(`GET /${API_VERSION}${api.health.check.path} HTTP/1.1\r\nHost: plaza.test\r\n`);
    const headers = Buffer.from(Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: a\r\n`).join(''));
    void trickle(connection.socket, headers, headers.length / 4, TIMEOUTS.idleMs / 10).catch(() => undefined);
    await connection.closed;
    expect(connection.received()).not.toContain('"status":"ok"');
  });

  it('keep answering requests on a connection that sends them in time', async () => {
    const connection = await open();
    const health = `GET /${API_VERSION}${api.health.check.path} HTTP/1.1\r\nHost: plaza.test\r\n\r\n`;
    connection.socket.write(health);
    await expect.poll(() => connection.received().match(/"status":"ok"/g)?.length ?? 0).toBe(1);
    connection.socket.write(health);
    await expect.poll(() => connection.received().match(/"status":"ok"/g)?.length ?? 0).toBe(2);
    connection.socket.destroy();
  });
});
