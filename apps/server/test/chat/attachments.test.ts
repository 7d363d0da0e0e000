import { api, CHAT_ATTACHMENT } from '@plaza/contract';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFiles, largeBmp, makeBmp, makeImage, SVG_WITH_SCRIPT, svgFanOut } from '../profile/support.js';
import { MANY_LOGINS, signedIn } from '../support/community.js';
import { useTestServer } from '../support/server.js';
import {
  attachmentPath,
  attachmentRows,
  fetchAttachment,
  postUpload,
  storedFiles,
  uploadAttachment,
} from './attachment-support.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });
beforeEach(async () => {
  await clearFiles(server.config.dataDir);
});

const MISSING = 'Attach the image as the form field file of a multipart/form-data body';

/** A wide JPEG whose EXIF says "turn me a quarter" and carries a tag that must not survive. */
function rotatedJpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function storedMeta(name: string) {
  const bytes = await readFile(attachmentPath(server, name));
  return { bytes, meta: await sharp(bytes).metadata() };
}

async function expectNothingWritten() {
  expect(await attachmentRows(server)).toEqual([]);
  expect(await storedFiles(server)).toEqual([]);
}

describe('POST /chat/attachment', () => {
  it('stores an upright WebP within the largest side, without metadata, as an unsent upload of the caller', async () => {
    const ada = await signedIn(server);
    const input = await rotatedJpegWithExif();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta).toMatchObject({ width: 2400, height: 1200, orientation: 6 });
    expect(inputMeta.exif?.toString('latin1')).toContain('secret-camera-owner');

    const res = await uploadAttachment(ada.client, input, { fileName: 'holiday.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: expect.stringMatching(CHAT_ATTACHMENT.namePattern) });
    const { name } = res.body;

    const { bytes, meta } = await storedMeta(name);
    // Turned upright (taller than wide), then fitted within 1600 on the longer side.
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('secret-camera-owner');
    expect(await attachmentRows(server)).toEqual([{ name, uploaded_by: ada.id, message_id: null, position: 0 }]);
    expect(await storedFiles(server)).toEqual([`media/chat-attachments/${name}`]);
  });

  it.each([
    ['png', () => makeImage('png', 64, 48), 'a.png', 64, 48],
    ['bmp', async () => makeBmp(), 'a.bmp', 2, 2],
    ['svg (rasterised; the script is never stored)', async () => SVG_WITH_SCRIPT, 'a.svg', 100, 100],
  ])('accepts %s and never enlarges a small image', async (_kind, make, fileName, width, height) => {
    const ada = await signedIn(server);
    const res = await uploadAttachment(ada.client, await make(), { fileName });
    expect(res.status).toBe(200);
    const { bytes, meta } = await storedMeta(res.body.name);
    expect(meta).toMatchObject({ format: 'webp', width, height });
    expect(bytes.toString('latin1')).not.toContain('<script');
  });

  it('stays responsive while it converts a 10 MB BMP: health checks are answered before the upload is', async () => {
    const ada = await signedIn(server);
    const bmp = largeBmp();
    expect(bmp.length).toBeLessThan(CHAT_ATTACHMENT.maxBytes);
    let uploaded = false;
    const upload = uploadAttachment(ada.client, bmp, { fileName: 'big.bmp', type: 'image/bmp' }).finally(() => {
      uploaded = true;
    });
    const latencies: number[] = [];
    while (!uploaded) {
      const started = performance.now();
      const health = await fetch(`${server.baseUrl}/v1${api.health.check.path}`);
      expect(health.status).toBe(200);
      if (!uploaded) latencies.push(performance.now() - started);
    }
    const res = await upload;
    expect(res.status).toBe(200);
    expect((await storedMeta(res.body.name)).meta).toMatchObject({ format: 'webp', width: 1600, height: 1397 });
    expect(latencies.length).toBeGreaterThan(0);
    console.warn(
      `health during a 10 MB BMP upload: ${latencies.length} answered, slowest ${Math.round(Math.max(...latencies))} ms`,
    );
  });

  it('gives every upload a new name, even of the same image', async () => {
    const ada = await signedIn(server);
    const image = await makeImage('png');
    const first = await uploadAttachment(ada.client, image);
    const second = await uploadAttachment(ada.client, image);
    expect(first.body.name).not.toBe(second.body.name);
    expect((await attachmentRows(server)).map((r) => r.name).sort()).toEqual(
      [first.body.name, second.body.name].sort(),
    );
  });

  it.each([
    ['text named .png', Buffer.from('just some text, not an image'), 'evil.png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif'],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), 'cut.png'],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>'), 'page.svg'],
  ])('refuses %s with INVALID_IMAGE_FORMAT and writes nothing', async (_name, data, fileName) => {
    const ada = await signedIn(server);
    const res = await uploadAttachment(ada.client, data, { fileName });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'INVALID_IMAGE_FORMAT', error: 'Please upload a valid image format!' });
    await expectNothingWritten();
  });

  it('refuses an SVG bomb (10 levels of 10 <use>) with IMAGE_TOO_COMPLEX and writes nothing', async () => {
    const ada = await signedIn(server);
    const res = await uploadAttachment(ada.client, svgFanOut(10, 10), { fileName: 'bomb.svg', type: 'image/svg+xml' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'IMAGE_TOO_COMPLEX' });
    await expectNothingWritten();
  });

  it('answers 413 PAYLOAD_TOO_LARGE past 10 MiB and writes nothing', async () => {
    const ada = await signedIn(server);
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(CHAT_ATTACHMENT.maxBytes)]);
    const res = await uploadAttachment(ada.client, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('PAYLOAD_TOO_LARGE');
    await expectNothingWritten();
  });

  it('accepts an image of just under 10 MiB (the limit is not lower than it says)', async () => {
    const ada = await signedIn(server);
    const png = await makeImage('png');
    // Bytes after a PNG's end are ignored by decoders: the file is large but still an image.
    const res = await uploadAttachment(
      ada.client,
      Buffer.concat([png, Buffer.alloc(CHAT_ATTACHMENT.maxBytes - png.length - 1)]),
    );
    expect(res.status).toBe(200);
  });

  it('answers 400 naming the field when the body is not multipart, has no file, or puts it in another field', async () => {
    const ada = await signedIn(server);
    const json = await postUpload(ada.client, { headers: { 'content-type': 'application/json' }, body: '{}' });
    const empty = await postUpload(ada.client, { body: new FormData() });
    const wrongField = await uploadAttachment(ada.client, await makeImage('png'), { field: 'photoFile' });
    for (const res of [json, empty, wrongField]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual([MISSING]);
    }
    await expectNothingWritten();
  });

  it('answers NOT_SIGNED_IN to a signed-out caller and writes nothing', async () => {
    const res = await uploadAttachment(server.client(), await makeImage('png'));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
    await expectNothingWritten();
  });

  it('refuses the 61st upload of a minute with TOO_MANY_REQUESTS, for that user only', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    // Every attempt counts, refused ones too: the count is taken before the body is read.
    const junk = Buffer.from('not an image');
    for (let i = 0; i < 60; i += 1) expect((await uploadAttachment(ada.client, junk)).status).toBe(400);
    const refused = await uploadAttachment(ada.client, await makeImage('png'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectNothingWritten();

    const other = await uploadAttachment(grace.client, await makeImage('png'));
    expect(other.status).toBe(200);
    expect(await attachmentRows(server)).toEqual([
      { name: other.body.name, uploaded_by: grace.id, message_id: null, position: 0 },
    ]);
  });

  it('is served to its uploader with the safe headers of a photo, but cached privately', async () => {
    const ada = await signedIn(server);
    const { body } = await uploadAttachment(ada.client, await makeImage('jpeg'), { fileName: 'a.jpg' });
    const res = await fetchAttachment(ada.client, body.name);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/^private\b/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(res.bytes.equals(await readFile(attachmentPath(server, body.name)))).toBe(true);
  });
});
