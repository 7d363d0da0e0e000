import { API_VERSION, buildPath, api, type ErrorReply, type User } from '@plaza/contract';
import { readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
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

/** A 24-bit BMP of the given size filled with a pattern: 1999 × 1745 is just under 10 MiB. */
export function largeBmp(width = 1999, height = 1745): Buffer {
  const rowSize = Math.ceil((24 * width) / 32) * 4;
  const file = Buffer.alloc(54 + rowSize * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let i = 54; i < file.length; i += 1) file[i] = (i * 7) & 0xff;
  return file;
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(document.cookie)</script><circle cx="50" cy="50" r="40" fill="teal"/></svg>',
);

type UploadReply = CallResult<{ user: User } & Partial<ErrorReply>>;

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

/** Every file under the data directory's photo and tmp folders (at any depth), relative to the data directory. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const out: string[] = [];
  for (const dir of ['media/photos', 'tmp']) {
    const entries = await readdir(join(dataDir, dir), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile()) out.push(relative(dataDir, join(entry.parentPath, entry.name)));
    }
  }
  return out.sort();
}

/** Empties the media and tmp folders: the database reset between tests does not touch files. */
export async function clearFiles(dataDir: string): Promise<void> {
  for (const dir of ['media', 'tmp']) await rm(join(dataDir, dir), { recursive: true, force: true });
}

const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">';

/**
 * An SVG bomb: `levels` groups, each drawing the one before it `fan` times with <use>, so a few
 * kilobytes ask for fan^levels shapes (10 × 10: ten billion).
 */
export function svgFanOut(levels: number, fan: number): Buffer {
  let defs = '<rect id="l0" width="100" height="100" fill-opacity="0.5"/>';
  for (let level = 1; level <= levels; level += 1) {
    defs += `<g id="l${level}">${`<use xlink:href="#l${level - 1}"/>`.repeat(fan)}</g>`;
  }
  return Buffer.from(`${SVG_OPEN}<defs>${defs}</defs><use xlink:href="#l${levels}"/></svg>`);
}

/** Groups inside groups, `depth` deep. */
export function svgNested(depth: number): Buffer {
  return Buffer.from(`${SVG_OPEN}${'<g>'.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}</svg>`);
}

/**
 * Within every count (elements, depth, references) but slow to draw: thousands of circles filled
 * with a translucent radial gradient take librsvg minutes at photo size.
 */
export function svgSlowToDraw(): Buffer {
  const gradient =
    '<defs><radialGradient id="g"><stop offset="0" stop-color="red"/>' +
    '<stop offset="1" stop-color="blue" stop-opacity="0.3"/></radialGradient></defs>';
  const circles = '<circle cx="50" cy="50" r="50" fill="url(#g)"/>'.repeat(9000);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000" viewBox="0 0 100 100">${gradient}${circles}</svg>`,
  );
}

/** An SVG that draws something from elsewhere: `reference` is put in an <image href>. */
export function svgReferring(reference: string): Buffer {
  return Buffer.from(`${SVG_OPEN}<image href="${reference}" width="100" height="100"/></svg>`);
}
