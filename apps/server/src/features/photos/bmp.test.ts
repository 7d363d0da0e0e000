import { describe, expect, it } from 'vitest';
import { bmpDecoder, readBmp } from './bmp.js';

type Rgb = [number, number, number];
const RED: Rgb = [255, 0, 0];
const GREEN: Rgb = [0, 255, 0];
const BLUE: Rgb = [0, 0, 255];
const WHITE: Rgb = [255, 255, 255];

/** A BMP of the given rows (top row first), stored bottom-up unless `topDown`, 24- or 32-bit. */
function bmp(rows: Rgb[][], options: { bits?: 24 | 32; topDown?: boolean } = {}): Buffer {
  const bits = options.bits ?? 24;
  const width = rows[0]!.length;
  const rowSize = Math.ceil((bits * width) / 32) * 4;
  const stored = options.topDown ? rows : [...rows].reverse();
  const pixels = Buffer.alloc(rowSize * rows.length, 0xee);
  stored.forEach((row, y) =>
    row.forEach(([r, g, b], x) => pixels.set(bits === 24 ? [b, g, r] : [b, g, r, 0], y * rowSize + (x * bits) / 8)),
  );
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(options.topDown ? -rows.length : rows.length, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(bits, 28);
  return Buffer.concat([header, pixels]);
}

async function decoded(file: Buffer): Promise<Rgb[][]> {
  const pixels = readBmp(file);
  if (!pixels) throw new Error('not read');
  const { data, info } = await (await bmpDecoder(pixels, {})).raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(3);
  return Array.from({ length: info.height }, (_, y) =>
    Array.from(
      { length: info.width },
      (_, x) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)] as Rgb,
    ),
  );
}

// Three pixels a row: 9 bytes, padded to 12, so the padding must be dropped row by row.
const PICTURE: Rgb[][] = [
  [RED, GREEN, BLUE],
  [WHITE, BLUE, RED],
];

describe('BMP decoding', () => {
  it.each([
    ['24-bit, bottom-up rows with padding', { bits: 24 as const }],
    ['24-bit, top-down rows', { bits: 24 as const, topDown: true }],
    ['32-bit, bottom-up rows', { bits: 32 as const }],
  ])('reads %s upright and in red, green, blue order', async (_name, options) => {
    expect(await decoded(bmp(PICTURE, options))).toEqual(PICTURE);
  });

  it('finds the rows without copying a byte of them: nothing per pixel or row runs on the event loop', () => {
    const file = bmp(PICTURE);
    const pixels = readBmp(file)!;
    expect(pixels.data.buffer).toBe(file.buffer);
    expect(pixels.data.byteOffset).toBe(file.byteOffset + 54);
    expect(pixels).toMatchObject({ rowBytes: 12, width: 3, height: 2, channels: 3, bottomUp: true });
  });

  it.each([
    ['a palette (8-bit) BMP', (file: Buffer) => file.writeUInt16LE(8, 28)],
    ['a compressed BMP', (file: Buffer) => file.writeUInt32LE(1, 30)],
    ['a header naming more rows than the file holds', (file: Buffer) => file.writeInt32LE(400, 22)],
    ['a width of zero', (file: Buffer) => file.writeInt32LE(0, 18)],
    ['an unknown header size', (file: Buffer) => file.writeUInt32LE(12, 14)],
  ])('refuses %s', (_name, spoil) => {
    const file = bmp(PICTURE);
    spoil(file);
    expect(readBmp(file)).toBeNull();
  });
});
