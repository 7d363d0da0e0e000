import { randomBytes } from 'node:crypto';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_CONVERT_SECONDS, PHOTO } from '@plaza/contract';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../http/app-error.js';
import { ProgramError } from '../../lib/run-program.js';
import { Slots, SlotsFullError } from '../../lib/slots.js';
import { bmpDecoder, readBmp } from './bmp.js';
import { detectPhotoFormat, type PhotoFormat } from './image-format.js';
import { checkSvg } from './svg-check.js';
import { rasteriseSvg } from './svg-rasteriser.js';

/** Far above any real photo, far below what could exhaust memory while decoding. */
const MAX_INPUT_PIXELS = 50_000_000;
const HEAD_BYTES = 16;
/**
 * Conversions run in libuv's thread pool (four threads), which also serves every file read: two
 * at a time leave room for video serving. A few more wait; past that, the caller is told to retry.
 */
const RUNNING = 2;
const WAITING = 8;
const BUSY_RETRY_SECONDS = 5;

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
async function formatOf(path: string): Promise<PhotoFormat | null> {
  const format = detectPhotoFormat(await readHead(path));
  if (format && format !== 'svg') return format;
  if ((await stat(path)).size > PHOTO.svgMaxBytes) return null;
  const text = await readFile(path);
  if (detectPhotoFormat(text) !== 'svg') return null;
  const verdict = checkSvg(text.toString('utf8'));
  if (verdict === 'too-complex') throw new AppError('IMAGE_TOO_COMPLEX');
  return verdict === 'ok' ? 'svg' : null;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && /timeout/i.test(error.message);
}

export interface ImageConverterOptions {
  /** This process's temporary folder: rasterised SVGs wait there. */
  tmpDir: string;
  /** A conversion running longer is stopped with IMAGE_TOO_COMPLEX (tests make it short). */
  timeoutMs?: number;
}

/**
 * Turns uploaded images into what is stored (photos, chat attachments), read by their content:
 * JPEG, PNG, BMP, or SVG checked and then rasterised in a process of its own. A conversion is
 * bounded in pixels and time, and only a few run at once.
 */
export class ImageConverter {
  readonly tmpDir: string;
  private readonly timeoutMs: number;
  private readonly slots = new Slots(RUNNING, WAITING);

  constructor(options: ImageConverterOptions) {
    this.tmpDir = options.tmpDir;
    this.timeoutMs = options.timeoutMs ?? IMAGE_CONVERT_SECONDS * 1000;
  }

  /**
   * Opens the upload as an image and answers what `convert` makes of it. An SVG is drawn no
   * larger than `svgSide` on its longer side. INVALID_IMAGE_FORMAT when it is no image we read,
   * IMAGE_TOO_COMPLEX when it asks for too much drawing or time, TOO_MANY_REQUESTS when the
   * server is already converting as much as it will.
   */
  async convert<T>(uploadPath: string, svgSide: number, convert: (image: Sharp) => Promise<T>): Promise<T> {
    try {
      return await this.slots.run(() => this.convertNow(uploadPath, svgSide, convert));
    } catch (error) {
      if (!(error instanceof SlotsFullError)) throw error;
      throw new AppError('TOO_MANY_REQUESTS', undefined, { 'retry-after': String(BUSY_RETRY_SECONDS) });
    }
  }

  private async convertNow<T>(path: string, svgSide: number, convert: (image: Sharp) => Promise<T>): Promise<T> {
    const format = await formatOf(path);
    if (!format) throw new AppError('INVALID_IMAGE_FORMAT');
    const raster = format === 'svg' ? join(this.tmpDir, `${randomBytes(16).toString('hex')}.png`) : null;
    try {
      if (raster) await rasteriseSvg(path, raster, svgSide, this.timeoutMs);
      const image = await this.open(format, raster ?? path);
      if (!image) throw new AppError('INVALID_IMAGE_FORMAT');
      return await convert(image.timeout({ seconds: Math.max(1, Math.ceil(this.timeoutMs / 1000)) }));
    } catch (error) {
      // A refusal already decided, or the server failing to start the drawing program, stays as it is.
      if (error instanceof AppError || error instanceof ProgramError) throw error;
      throw new AppError(isTimeout(error) ? 'IMAGE_TOO_COMPLEX' : 'INVALID_IMAGE_FORMAT');
    } finally {
      if (raster) await rm(raster, { force: true });
    }
  }

  private async open(format: PhotoFormat, path: string): Promise<Sharp | null> {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
    if (format !== 'bmp') return sharp(path, options);
    const pixels = readBmp(await readFile(path));
    return pixels ? bmpDecoder(pixels, options) : null;
  }
}
