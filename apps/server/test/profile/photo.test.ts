import { api, type User } from '@plaza/contract';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInitialUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { SVG_WITH_SCRIPT, clearFiles, fetchPhoto, makeBmp, makeImage, storedFiles, uploadPhoto } from './support.js';

const server = useTestServer();
beforeEach(async () => {
  await clearFiles(server.config.dataDir);
});

async function expectStoredWebp(user: User) {
  expect(user.displayPhoto).toMatch(/^[a-f0-9]{32}\.webp$/);
  const bytes = await readFile(join(server.config.dataDir, 'media/photos', user.displayPhoto!));
  const meta = await sharp(bytes).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  expect(meta.exif).toBeUndefined();
  return bytes;
}

describe('PUT /user/display-photo', () => {
  it.each([
    ['png', () => makeImage('png'), 'me.png'],
    ['jpeg', () => makeImage('jpeg', 30, 90), 'me.jpg'],
    ['bmp', async () => makeBmp(), 'me.bmp'],
  ])('stores a %s upload as a 512×512 WebP and answers the user', async (_format, make, fileName) => {
    const client = server.client();
    const { user } = await createInitialUser(client);
    const res = await uploadPhoto(client, await make(), { fileName });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...user, displayPhoto: res.body.displayPhoto });
    await expectStoredWebp(res.body);
    expect(await storedFiles(server.config.dataDir)).toEqual([`media/photos/${res.body.displayPhoto}`]);
  });

  it('rasterises an SVG: what is stored and served is WebP, never the script', async () => {
    const client = server.client();
    await createInitialUser(client);
    const res = await uploadPhoto(client, SVG_WITH_SCRIPT, { fileName: 'me.svg', type: 'image/svg+xml' });
    expect(res.status).toBe(200);
    const stored = await expectStoredWebp(res.body);
    expect(stored.toString('latin1')).not.toContain('<script');
    const { response, bytes } = await fetchPhoto(client, res.body.displayPhoto!);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(bytes.toString('latin1')).not.toContain('<script');
  });

  it('replaces the previous photo and deletes its file', async () => {
    const client = server.client();
    await createInitialUser(client);
    const first = await uploadPhoto(client, await makeImage('png'));
    const second = await uploadPhoto(client, await makeImage('jpeg'), { fileName: 'b.jpg' });
    expect(second.body.displayPhoto).not.toBe(first.body.displayPhoto);
    expect(await storedFiles(server.config.dataDir)).toEqual([`media/photos/${second.body.displayPhoto}`]);
  });

  it.each([
    ['text named .png', Buffer.from('just some text, not an image'), 'evil.png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif'],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), 'cut.png'],
    ['a palette BMP', Buffer.concat([makeBmp().subarray(0, 28), Buffer.from([8, 0]), makeBmp().subarray(30)]), 'p.bmp'],
  ])('refuses %s with INVALID_IMAGE_FORMAT and stores nothing', async (_name, data, fileName) => {
    const client = server.client();
    await createInitialUser(client);
    const res = await uploadPhoto(client, data, { fileName });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'INVALID_IMAGE_FORMAT', error: 'Please upload a valid image format!' });
    expect(await storedFiles(server.config.dataDir)).toEqual([]);
  });

  it('answers 413 PAYLOAD_TOO_LARGE past 5 MiB and writes nothing', async () => {
    const client = server.client();
    const { user } = await createInitialUser(client);
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await uploadPhoto(client, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFiles(server.config.dataDir)).toEqual([]);
    expect((await client.call(api.auth.retrieve)).body).toEqual(user);
  });

  it('answers 400 with a clear message when the file is missing or in another field', async () => {
    const client = server.client();
    await createInitialUser(client);
    const wrongField = await uploadPhoto(client, await makeImage('png'), { field: 'avatar' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toEqual([
      'Attach the photo as the form field photoFile of a multipart/form-data body',
    ]);
    const json = await client.fetch('/v1/user/display-photo', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ message: [expect.stringContaining('photoFile')] });
    const noFile = await client.fetch('/v1/user/display-photo', { method: 'PUT', body: new FormData() });
    expect(noFile.status).toBe(400);
  });

  it('answers NOT_SIGNED_IN to a signed-out upload and writes nothing', async () => {
    await createInitialUser(server.client());
    const res = await uploadPhoto(server.client(), await makeImage('png'));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
    expect(await storedFiles(server.config.dataDir)).toEqual([]);
  });
});
