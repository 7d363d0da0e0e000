import { API_VERSION, buildPath, api, type ErrorReply, type User } from '@plaza/contract';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CallResult, TestClient } from '../support/client.js';

/** A solid-colour image of the given format, made with sharp. */
export function makeImage(format: 'png' | 'jpeg', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

/** A hand-built 2×2 uncompressed 24-bit BMP (bottom-up rows, each padded to 4 bytes). */
export function makeBmp(): Buffer {
  const rowSize = 8;
  const pixels = Buffer.alloc(rowSize * 2);
  // Blue, green, red per pixel: bottom row red, blue; top row green, white.
  Buffer.from([0, 0, 255, 255, 0, 0]).copy(pixels, 0);
  Buffer.from([0, 255, 0, 255, 255, 255]).copy(pixels, rowSize);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  return Buffer.concat([header, pixels]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(document.cookie)</script><circle cx="50" cy="50" r="40" fill="teal"/></svg>',
);

type UploadReply = CallResult<User & Partial<ErrorReply>>;

/** PUT /user/display-photo as a browser form would send it. */
export async function uploadPhoto(
  client: TestClient,
  data: Buffer,
  options: { fileName?: string; type?: string; field?: string } = {},
): Promise<UploadReply> {
  const form = new FormData();
  const blob = new Blob([new Uint8Array(data)], { type: options.type ?? 'image/png' });
  form.append(options.field ?? 'photoFile', blob, options.fileName ?? 'photo.png');
  const url = `/${API_VERSION}${api.profile.uploadPhoto.path}`;
  return client.fetch(url, { method: 'PUT', body: form }) as Promise<UploadReply>;
}

export async function fetchPhoto(client: TestClient, file: string) {
  const url = `${client.baseUrl}/${API_VERSION}${buildPath(api.profile.photo.path, { file })}`;
  const response = await fetch(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Every file under the data directory's media and tmp folders, relative to the data directory. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const out: string[] = [];
  for (const dir of ['media/photos', 'tmp']) {
    const names = await readdir(join(dataDir, dir)).catch(() => [] as string[]);
    out.push(...names.map((name) => `${dir}/${name}`));
  }
  return out;
}

/** Empties the media and tmp folders: the database reset between tests does not touch files. */
export async function clearFiles(dataDir: string): Promise<void> {
  for (const dir of ['media', 'tmp']) await rm(join(dataDir, dir), { recursive: true, force: true });
}
