import { API_VERSION, api, buildPath, CHAT_ATTACHMENT, POST, VIDEO_FILE_FIELD } from '@plaza/contract';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { MULTIPART_MESSAGES } from '../../src/http/multipart.js';
import { createZone, insertChannel, MANY_LOGINS, signedIn, type Member } from '../support/community.js';
import { useTestServer } from '../support/server.js';
import { multipartHead, multipartTail } from '../support/videos.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });
beforeEach(async () => {
  for (const dir of ['media', 'tmp']) await rm(join(server.config.dataDir, dir), { recursive: true, force: true });
});

interface UploadRoute {
  name: string;
  method: 'PUT' | 'POST';
  /** The path, for a caller who may upload there. */
  path: (owner: Member) => Promise<string>;
  field: string;
  /** Text fields sent before the file (a video needs its title). */
  fields: string;
}

const B = 'plaza-malformed-7f3a';
const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, bytes: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${bytes}\r\n`;
const MULTIPART = `multipart/form-data; boundary=${B}`;

const ownZone = async (owner: Member) => (await createZone(owner)).id;
const ownChannel = async (owner: Member) => (await insertChannel(server, await ownZone(owner), owner.id)).id;

const ROUTES: UploadRoute[] = [
  { name: 'user photo', method: 'PUT', path: async () => api.profile.uploadPhoto.path, field: 'photoFile', fields: '' },
  {
    name: 'zone photo',
    method: 'PUT',
    path: async (owner) => buildPath(api.zones.uploadPhoto.path, { id: await ownZone(owner) }),
    field: 'photoFile',
    fields: '',
  },
  {
    name: 'channel photo',
    method: 'PUT',
    path: async (owner) => buildPath(api.channels.uploadPhoto.path, { id: await ownChannel(owner) }),
    field: 'photoFile',
    fields: '',
  },
  {
    name: 'channel background',
    method: 'PUT',
    path: async (owner) => buildPath(api.channels.uploadBackground.path, { id: await ownChannel(owner) }),
    field: 'photoFile',
    fields: '',
  },
  {
    name: 'chat attachment',
    method: 'POST',
    path: async () => api.chat.uploadAttachment.path,
    field: CHAT_ATTACHMENT.field,
    fields: '',
  },
  {
    name: 'video',
    method: 'POST',
    path: async () => api.posts.createVideo.path,
    field: VIDEO_FILE_FIELD,
    fields: field('title', 'A clip'),
  },
];

/** Bodies that are not the multipart form they claim to be, with what each must be told. */
const MALFORMED: [string, (r: UploadRoute) => { type: string; body: string }, string][] = [
  [
    'a body that never uses its boundary',
    (r) => ({ type: MULTIPART, body: `--other\r\n${r.fields}${filePart(r.field, 'abc')}--other--\r\n` }),
    MULTIPART_MESSAGES.malformed,
  ],
  [
    'no boundary at all',
    (r) => ({ type: 'multipart/form-data', body: `${r.fields}${filePart(r.field, 'abc')}--${B}--\r\n` }),
    MULTIPART_MESSAGES.malformed,
  ],
  [
    'a boundary longer than any parser takes',
    (r) => ({ type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: `${r.fields}--${B}--\r\n` }),
    MULTIPART_MESSAGES.malformed,
  ],
  [
    'a body cut off inside the file',
    (r) => ({
      type: MULTIPART,
      body: `${r.fields}--${B}\r\nContent-Disposition: form-data; name="${r.field}"; filename="a"\r\n\r\nabc`,
    }),
    MULTIPART_MESSAGES.malformed,
  ],
  [
    'a body cut off inside a part header',
    (r) => ({ type: MULTIPART, body: `${r.fields}--${B}\r\nContent-Disposition: form-da` }),
    MULTIPART_MESSAGES.malformed,
  ],
  [
    'plain text where the parts should be',
    () => ({ type: MULTIPART, body: 'hello world' }),
    MULTIPART_MESSAGES.malformed,
  ],
  [
    'a field declared JSON that is not',
    (r) => ({
      type: MULTIPART,
      body: `--${B}\r\nContent-Disposition: form-data; name="x"\r\nContent-Type: application/json\r\n\r\n{nope\r\n${r.fields}${filePart(r.field, 'abc')}--${B}--\r\n`,
    }),
    MULTIPART_MESSAGES.malformed,
  ],
  [
    'two files',
    (r) => ({ type: MULTIPART, body: `${r.fields}${filePart(r.field, 'abc')}${filePart(r.field, 'def')}--${B}--\r\n` }),
    MULTIPART_MESSAGES.oneFile,
  ],
  [
    'forty fields',
    (r) => ({
      type: MULTIPART,
      body: `${r.fields}${Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'v')).join('')}${filePart(r.field, 'abc')}--${B}--\r\n`,
    }),
    MULTIPART_MESSAGES.tooManyFields,
  ],
];

/** Files the upload left anywhere under the data directory's media and tmp folders. */
async function filesWritten(): Promise<string[]> {
  const out: string[] = [];
  for (const dir of ['media', 'tmp']) {
    const entries = await readdir(join(server.config.dataDir, dir), { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    out.push(...entries.filter((e) => e.isFile()).map((e) => e.name));
  }
  return out;
}

async function send(route: UploadRoute, type: string, body: string) {
  const owner = await signedIn(server);
  const path = await route.path(owner);
  return owner.client.fetch(`/${API_VERSION}${path}`, {
    method: route.method,
    headers: { 'content-type': type },
    body,
  });
}

describe.each(ROUTES)('the $name upload', (route) => {
  it.each(MALFORMED)('answers %s with a readable 400 and writes nothing', async (_name, make, message) => {
    const { type, body } = make(route);
    const res = await send(route, type, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: [message] });
    expect(await filesWritten()).toEqual([]);
    expect(await server.db.selectFrom('posts').select('id').execute()).toEqual([]);
  });

  it('answers a form without its file, or with the file under another name, with a 400 naming the field', async () => {
    for (const body of [`${route.fields}--${B}--\r\n`, `${route.fields}${filePart('other', 'abc')}--${B}--\r\n`]) {
      const res = await send(route, MULTIPART, body);
      expect(res.status).toBe(400);
      expect((res.body as { message: string[] }).message.join(' ')).toMatch(/file/i);
    }
    expect(await filesWritten()).toEqual([]);
  });

  it('answers a content type it does not read with 415, and JSON with a 400 naming the field', async () => {
    const text = await send(route, 'text/plain', 'hello');
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ message: 'UNSUPPORTED_MEDIA_TYPE' });
    const json = await send(route, 'application/json', '{}');
    expect(json.status).toBe(400);
    expect((json.body as { message: string[] }).message.join(' ')).toMatch(/file/i);
  });
});

/**
 * A request body sent piece by piece, as a slow link sends it: each chunk waits a moment, so the
 * server's answer arrives while the client is still sending.
 */
function trickled(head: Buffer, chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(chunkBytes);
  return new ReadableStream({
    async pull(controller) {
      if (sent === 0) controller.enqueue(new Uint8Array(head));
      else if (sent <= chunks) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        controller.enqueue(chunk);
      } else {
        controller.enqueue(new Uint8Array(multipartTail));
        controller.close();
      }
      sent += 1;
    },
  });
}

describe('an upload refused before its file is read', () => {
  it('reaches a fetch() client still sending its body: the 400 arrives, not "fetch failed"', async () => {
    const { client } = await signedIn(server);
    const head = multipartHead({ title: 'x'.repeat(POST.titleMax + 1) });
    const [chunks, chunkBytes] = [128, 256 * 1024];
    const res = await client.fetch(`/${API_VERSION}${api.posts.createVideo.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=plaza-test-boundary-7f3a',
        'content-length': String(head.length + chunks * chunkBytes + multipartTail.length),
      },
      body: trickled(head, chunks, chunkBytes),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: [`Title: Please enter up to ${POST.titleMax} characters long`] });
    expect(await filesWritten()).toEqual([]);
  });

  it('reaches a fetch() client that sends a whole 40 MB form at once', async () => {
    const { client } = await signedIn(server);
    const form = new FormData();
    form.append('title', 'x'.repeat(POST.titleMax + 1));
    form.append(VIDEO_FILE_FIELD, new Blob([new Uint8Array(40 * 1024 * 1024)]), 'clip.mp4');
    const res = await client.fetch(`/${API_VERSION}${api.posts.createVideo.path}`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: [`Title: Please enter up to ${POST.titleMax} characters long`] });
  });
});
