/** Pixels decoded from a BMP, three channels (RGB), top row first: ready for sharp's raw input. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

const MAX_SIDE = 10_000;
const MAX_PIXELS = 25_000_000;
const INFO_HEADER_SIZES = new Set([40, 108, 124]);

/**
 * libvips as shipped with sharp cannot read BMP, so this decodes the common kind: uncompressed
 * (BI_RGB) 24- or 32-bit pixels. Anything else (palettes, RLE, bit fields, OS/2 headers) is
 * refused with null, as is any header that does not fit the file.
 */
export function decodeBmp(file: Buffer): RawImage | null {
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

  const bytesPerPixel = bitCount / 8;
  const rowSize = Math.ceil((bitCount * width) / 32) * 4;
  if (dataOffset < 14 + headerSize || dataOffset + rowSize * height > file.length) return null;

  const data = Buffer.alloc(width * height * 3);
  const bottomUp = rawHeight > 0;
  for (let y = 0; y < height; y++) {
    const source = dataOffset + (bottomUp ? height - 1 - y : y) * rowSize;
    for (let x = 0; x < width; x++) {
      const from = source + x * bytesPerPixel;
      const to = (y * width + x) * 3;
      // Stored as blue, green, red (then an unused byte in 32-bit BI_RGB files).
      data[to] = file[from + 2]!;
      data[to + 1] = file[from + 1]!;
      data[to + 2] = file[from]!;
    }
  }
  return { data, width, height, channels: 3 };
}
