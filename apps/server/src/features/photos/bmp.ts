import sharp, { type Matrix3x3, type Sharp, type SharpOptions } from 'sharp';

/** The pixel rows of a BMP as stored (blue, green, red, then an unused byte in 32-bit files). */
export interface BmpPixels {
  /** The rows, each `rowBytes` long (padded to four bytes): a view into the file, nothing copied. */
  data: Buffer;
  rowBytes: number;
  width: number;
  height: number;
  channels: 3 | 4;
  /** BMP rows usually run from the bottom of the picture up. */
  bottomUp: boolean;
}

const MAX_SIDE = 10_000;
const MAX_PIXELS = 25_000_000;
const INFO_HEADER_SIZES = new Set([40, 108, 124]);
/** Swaps the first and third channels: blue, green, red becomes red, green, blue. */
const BGR_TO_RGB: Matrix3x3 = [
  [0, 0, 1],
  [0, 1, 0],
  [1, 0, 0],
];

/**
 * Finds the pixels of the common kind of BMP: uncompressed (BI_RGB) 24- or 32-bit. Anything else
 * (palettes, RLE, bit fields, OS/2 headers) is refused with null, as is any header that does not
 * fit the file. Only the header is read here: every pixel is left to sharp, off the event loop.
 */
export function readBmp(file: Buffer): BmpPixels | null {
  if (file.length < 54 || file.toString('latin1', 0, 2) !== 'BM') return null;
  const dataOffset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  if (!INFO_HEADER_SIZES.has(headerSize) || 14 + headerSize > file.length) return null;
  const width = file.readInt32LE(18);
  const rawHeight = file.readInt32LE(22);
  const planes = file.readUInt16LE(26);
  const bitCount = file.readUInt16LE(28);
  const compression = file.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (planes !== 1 || compression !== 0 || (bitCount !== 24 && bitCount !== 32)) return null;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) return null;

  const channels = bitCount === 24 ? 3 : 4;
  const rowBytes = Math.ceil((bitCount * width) / 32) * 4;
  if (dataOffset < 14 + headerSize || dataOffset + rowBytes * height > file.length) return null;
  const data = file.subarray(dataOffset, dataOffset + rowBytes * height);
  return { data, rowBytes, width, height, channels, bottomUp: rawHeight > 0 };
}

/** The rows without their padding: sharp reads them as one byte-wide column of bytes and crops it. */
async function unpadded(pixels: BmpPixels): Promise<Buffer> {
  const { data, rowBytes, width, height, channels } = pixels;
  if (rowBytes === width * channels) return data;
  return sharp(data, { raw: { width: rowBytes, height, channels: 1 } })
    .extract({ left: 0, top: 0, width: width * channels, height })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

/** A sharp pipeline that reads the BMP's pixels upright and in red, green, blue order. */
export async function bmpDecoder(pixels: BmpPixels, options: SharpOptions): Promise<Sharp> {
  const { width, height, channels, bottomUp } = pixels;
  let image = sharp(await unpadded(pixels), { ...options, raw: { width, height, channels } });
  // A 32-bit BI_RGB file's fourth byte is unused, not an alpha channel.
  if (channels === 4) image = image.removeAlpha();
  image = image.recomb(BGR_TO_RGB);
  return bottomUp ? image.flip() : image;
}
