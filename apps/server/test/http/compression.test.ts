import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API_VERSION, OPENAPI_PATH, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../support/client.js';
import { createInitialUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

/** A web build as apps/web's build leaves it: hashed assets with .br and .gz copies, and index.html. */
const webDist = mkdtempSync(join(tmpdir(), 'plaza-web-dist-'));
const INDEX = '<!doctype html><title>Plaza</title><div id="root"></div>';
const SCRIPT = `export const words = ${JSON.stringify('plaza '.repeat(400))};`;
const ASSET = '/assets/index-Ab12Cd34.js';
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), INDEX);
writeFileSync(join(webDist, ASSET), SCRIPT);
writeFileSync(join(webDist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
writeFileSync(join(webDist, `${ASSET}.gz`), gzipSync(SCRIPT));

const server = useTestServer({ config: { webDist } });

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body arrives as sent (fetch would decode it), with the Accept-Encoding given. */
function rawGet(path: string, acceptEncoding?: string): Promise<RawReply> {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    get(`${server.baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const varies = (reply: RawReply) => String(reply.headers.vary ?? '').toLowerCase();

describe('the web build', () => {
  it('sends a hashed asset as brotli when accepted, cached for a year', async () => {
    const res = await rawGet(ASSET, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res)).toContain('accept-encoding');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await rawGet(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is when no encoding is accepted', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await rawGet(ASSET, accept);
      expect(res.status, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.headers['content-type'], String(accept)).toMatch(/javascript/);
      expect(varies(res), String(accept)).toContain('accept-encoding');
      expect(res.body.toString(), String(accept)).toBe(SCRIPT);
    }
  });

  it('sends index.html, for the app and for any route of it, to be revalidated on every load', async () => {
    for (const path of ['/index.html', '/', '/video/some-post']) {
      const res = await rawGet(path, 'gzip, br');
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.body.toString(), path).toBe(INDEX);
    }
  });
});

describe('JSON replies', () => {
  const openApi = `/${API_VERSION}${OPENAPI_PATH}`;

  it('are gzipped when asked and big enough', async () => {
    const res = await rawGet(openApi, 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(varies(res)).toContain('accept-encoding');
    const document = JSON.parse(gunzipSync(res.body).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    expect(res.body.length).toBeLessThan(gunzipSync(res.body).length / 3);
  });

  it('are sent as brotli when brotli is accepted', async () => {
    const res = await rawGet(openApi, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect((JSON.parse(brotliDecompressSync(res.body).toString()) as { openapi: string }).openapi).toMatch(/^3\./);
  });

  it('are sent as they are when no encoding is accepted, or refused with q=0', async () => {
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const res = await rawGet(openApi, accept);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect((JSON.parse(res.body.toString()) as { openapi: string }).openapi, String(accept)).toMatch(/^3\./);
    }
  });

  it('carrying a session are never kept by a cache nor compressed', async () => {
    const client = new TestClient(server.baseUrl);
    const { input } = await createInitialUser(client);
    for (const [endpoint, body] of [
      [api.auth.login, { emailOrUserName: input.userName, password: input.password }],
      [api.auth.refresh, {}],
    ] as const) {
      const res = await client.call(endpoint, { body }, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.status, endpoint.path).toBe(200);
      expect(res.headers.get('cache-control'), endpoint.path).toBe('no-store');
      expect(res.headers.get('content-encoding'), endpoint.path).toBeNull();
      expect(res.body, endpoint.path).toHaveProperty('accessToken');
    }
  });

  it('below 1 KiB are sent as they are', async () => {
    const res = await rawGet(`/${API_VERSION}${api.health.check.path}`, 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toBeTypeOf('object');
  });
});
