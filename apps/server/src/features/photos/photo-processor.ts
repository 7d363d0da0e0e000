import { open, readFile, stat } from 'node:fs/promises';
import { PHOTO } from '@plaza/contract';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../http/app-error.js';
import { decodeBmp } from './bmp.js';
import { detectPhotoFormat, type PhotoFormat } from './image-format.js';

/** Far above any real photo, far below what could exhaust memory while decoding. */
const MAX_INPUT_PIXELS = 50_000_000;
const HEAD_BYTES = 16;

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Reads just enough of the file to know its format; an SVG has to be read whole. */
async function formatOf(path: string): Promise<{ format: PhotoFormat; svg?: Buffer } | null> {
  const format = detectPhotoFormat(await readHead(path));
  if (format && format !== 'svg') return { format };
  if ((await stat(path)).size > PHOTO.svgMaxBytes) return null;
  const svg = await readFile(path);
  return detectPhotoFormat(svg) === 'svg' ? { format: 'svg', svg } : null;
}

/**
 * A decoder for an uploaded image, chosen by its content (JPEG, PNG, BMP, or SVG rasterised);
 * null when the file is none of them. Shared with chat attachments.
 */
export async function decoderFor(path: string): Promise<Sharp | null> {
  const detected = await formatOf(path);
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  switch (detected?.format) {
    case 'jpeg':
    case 'png':
      return sharp(path, options);
    case 'svg':
      // Rasterised here: the SVG itself (and any script in it) is never stored or served.
      return sharp(detected.svg, options);
    case 'bmp': {
      const raw = decodeBmp(await readFile(path));
      return raw ? sharp(raw.data, { ...options, raw }) : null;
    }
    default:
      return null;
  }
}

/**
 * Turns an uploaded file into the stored photo: a square WebP, upright, cropped to cover,
 * without metadata (sharp drops EXIF, GPS and the rest unless asked to keep them).
 */
export async function toStoredPhoto(path: string): Promise<Buffer> {
  const decoder = await decoderFor(path);
  if (!decoder) throw new AppError('INVALID_IMAGE_FORMAT');
  try {
    return await decoder
      .rotate()
      .resize(PHOTO.storedSize, PHOTO.storedSize, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('INVALID_IMAGE_FORMAT');
  }
}
