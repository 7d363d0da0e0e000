import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error.js';
import { registerErrorHandlers } from '../../src/http/error-handler.js';
import { receiveVideo, type VideoFields } from '../../src/features/media/video-receiver.js';
import { LocalStorage } from '../../src/lib/storage.js';
import { multipartHead, multipartTail } from '../support/videos.js';

/** The receiver alone, with a bound of a few bytes, in a Fastify app of its own. */
const MAX_BYTES = 1000;
const tmpDir = join(tmpdir(), `plaza-receiver-${process.pid}`);
let app: FastifyInstance;
let accepted: VideoFields[] = [];
let refuse = false;
/** The temporary files there were when `accept` ran: none, since the file is read only after. */
let filesWhenAccepting: string[][] = [];

beforeAll(async () => {
  app = Fastify();
  registerErrorHandlers(app);
  await app.register(fastifyMultipart);
  app.post('/upload', async (request) => {
    const received = await receiveVideo(request, {
      storage: new LocalStorage(tmpDir),
      key: 'video.upload',
      maxBytes: MAX_BYTES,
      accept: async (fields) => {
        filesWhenAccepting.push(await leftovers());
        if (refuse) throw new AppError('CHANNEL_NOT_FOUND');
        accepted.push(fields);
        return 'ok';
      },
    });
    const path = join(tmpDir, 'video.upload');
    const bytes = await readFile(path);
    await rm(path);
    return {
      fields: received.fields,
      accepted: received.accepted,
      size: bytes.length,
      head: bytes.toString('latin1', 0, 4),
    };
  });
  await app.ready();
});
beforeEach(async () => {
  accepted = [];
  refuse = false;
  filesWhenAccepting = [];
  await rm(tmpDir, { recursive: true, force: true });
});
afterAll(async () => {
  await app.close();
  await rm(tmpDir, { recursive: true, force: true });
});

const leftovers = () => readdir(tmpDir).catch(() => [] as string[]);

function post(fields: Record<string, string>, file: Buffer | null) {
  const body = file ? Buffer.concat([multipartHead(fields), file, multipartTail]) : multipartOnlyFields(fields);
  return app.inject({
    method: 'POST',
    url: '/upload',
    headers: { 'content-type': 'multipart/form-data; boundary=plaza-test-boundary-7f3a' },
    payload: body,
  });
}

function multipartOnlyFields(fields: Record<string, string>): Buffer {
  const head = multipartHead(fields).toString('latin1');
  return Buffer.from(
    `${head.slice(0, head.lastIndexOf('--plaza-test-boundary-7f3a'))}--plaza-test-boundary-7f3a--\r\n`,
  );
}

describe('receiveVideo', () => {
  it('streams a file within the bound to a temporary file, after accepting the fields', async () => {
    const file = Buffer.concat([Buffer.from('DATA'), Buffer.alloc(MAX_BYTES - 4, 7)]);
    const res = await post({ title: ' Clip ', public: 'false' }, file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { title: 'Clip', description: '', public: false },
      accepted: 'ok',
      size: MAX_BYTES,
      head: 'DATA',
    });
    expect(accepted).toHaveLength(1);
    expect(filesWhenAccepting).toEqual([[]]);
  });

  it('stops a file past the bound with INSUFFICIENT_MEMBERSHIP and leaves nothing', async () => {
    const res = await post({ title: 'Clip' }, Buffer.alloc(MAX_BYTES + 1, 7));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'INSUFFICIENT_MEMBERSHIP' });
    expect(await leftovers()).toEqual([]);
  });

  it('refuses with the accept check before a byte of the file is written', async () => {
    refuse = true;
    const res = await post({ title: 'Clip' }, Buffer.alloc(10, 7));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'CHANNEL_NOT_FOUND' });
    expect(filesWhenAccepting).toEqual([[]]);
    expect(await leftovers()).toEqual([]);
  });

  it('validates the fields before the file, with the contract messages', async () => {
    const res = await post({ title: '', channelId: 'nope' }, Buffer.alloc(10, 7));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['Title is required', 'Channel must be a valid id']);
    expect(accepted).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('answers a form without the file with the missing file message', async () => {
    const res = await post({ title: 'Clip' }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['Video file is required']);
  });

  it('answers a body that is not multipart with the missing file message', async () => {
    const res = await app.inject({ method: 'POST', url: '/upload', payload: { title: 'Clip' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['Video file is required']);
  });
});
