import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { API_VERSION, VIDEO_FILE_FIELD, api, type ErrorReply, type Post } from '@plaza/contract';
import type { CallResult, TestClient } from './client.js';

const run = promisify(execFile);
/** Shared by every test file of a run (and the next runs): each clip is made once. */
const CACHE = join(tmpdir(), 'plaza-test-videos');

export interface ClipOptions {
  width: number;
  height: number;
  seconds?: number;
  audio?: boolean;
  /** ffmpeg's muxer name: mp4, webm, ... */
  format?: 'mp4' | 'webm' | 'mov';
}

function clipArgs(o: Required<ClipOptions>, out: string): string[] {
  const video = ['-f', 'lavfi', '-i', `testsrc2=size=${o.width}x${o.height}:rate=25:duration=${o.seconds}`];
  const audio = o.audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${o.seconds}`] : [];
  const codecs =
    o.format === 'webm'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '300k', ...(o.audio ? ['-c:a', 'libopus'] : [])]
      : [
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '35',
          '-pix_fmt',
          'yuv420p',
          ...(o.audio ? ['-c:a', 'aac'] : []),
        ];
  return ['-hide_banner', '-loglevel', 'error', '-y', ...video, ...audio, ...codecs, '-f', o.format, out];
}

/**
 * A small test video made with ffmpeg's lavfi sources (testsrc2 and a sine tone), cached in a
 * temporary directory so each kind is encoded once. Answers its path.
 */
export async function testClip(options: ClipOptions): Promise<string> {
  const o: Required<ClipOptions> = { seconds: 2, audio: true, format: 'mp4', ...options };
  const key = createHash('sha256').update(JSON.stringify(o)).digest('hex').slice(0, 16);
  const path = join(CACHE, `${key}.${o.format}`);
  if (existsSync(path)) return path;
  await mkdir(CACHE, { recursive: true });
  // Written aside, then renamed: test files running at once never read half a clip.
  const partial = join(CACHE, `${key}.${randomBytes(4).toString('hex')}.partial`);
  await run('ffmpeg', clipArgs(o, partial));
  await rename(partial, path);
  return path;
}

export const smallClip = () => testClip({ width: 320, height: 240 });
export const hdClip = () => testClip({ width: 1280, height: 720 });

/**
 * An MP4 that ffprobe reads as a 320×240 video but ffmpeg cannot decode: its video sample
 * entry names an unknown codec ('zzzz' in place of 'avc1').
 */
export async function undecodableClip(): Promise<Buffer> {
  const bytes = Buffer.from(await readFile(await smallClip()));
  const stsd = bytes.indexOf('stsd');
  const entry = bytes.indexOf('avc1', stsd);
  if (stsd < 0 || entry < 0) throw new Error('no avc1 sample entry in the test clip');
  bytes.write('zzzz', entry, 'latin1');
  return bytes;
}

export interface UploadInput {
  fields?: Record<string, string>;
  file?: { data: Buffer; name?: string; type?: string };
  /** The file's field name (VIDEO_FILE_FIELD unless testing another). */
  fileField?: string;
}

export type UploadReply = CallResult<Post & Partial<ErrorReply>>;

export const uploadUrl = `/${API_VERSION}${api.posts.createVideo.path}`;

/** POST /post/video/create as the upload dialog sends it: the text fields first, then the file. */
export function uploadVideo(client: TestClient, input: UploadInput): Promise<UploadReply> {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
  if (input.file) {
    const blob = new Blob([new Uint8Array(input.file.data)], { type: input.file.type ?? 'video/mp4' });
    form.append(input.fileField ?? VIDEO_FILE_FIELD, blob, input.file.name ?? 'clip.mp4');
  }
  return client.fetch(uploadUrl, { method: 'POST', body: form }) as Promise<UploadReply>;
}

export async function uploadClip(client: TestClient, path: string, fields: Record<string, string> = {}) {
  const data = await readFile(path);
  return uploadVideo(client, { fields: { title: 'A test clip', ...fields }, file: { data, name: 'clip.mp4' } });
}

const BOUNDARY = 'plaza-test-boundary-7f3a';

/** The start of a multipart body: the fields, then the file part's headers (its bytes follow). */
export function multipartHead(fields: Record<string, string>, fileName = 'clip.mp4'): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${VIDEO_FILE_FIELD}"; filename="${fileName}"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  return Buffer.from(parts.join(''));
}

export const multipartTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

export interface RawUpload {
  client: TestClient;
  /** What the Content-Length header declares. */
  declaredLength: number;
  /** What is sent at once; the rest of the declared body never comes. */
  body: Buffer;
}

export interface RawReply {
  status: number;
  connection: string | undefined;
  body: ErrorReply;
}

export interface RawUploadHandle {
  /** The reply, or null when the connection was hung up first. */
  reply: Promise<RawReply | null>;
  /** Hangs up mid-body, as a browser tab closed during an upload does. */
  hangUp(): void;
}

/**
 * A multipart upload over a raw connection, for what fetch cannot do: declare a length that is
 * never sent, or hang up in the middle of the body.
 */
export function startRawUpload(input: RawUpload): RawUploadHandle {
  const url = new URL(uploadUrl, input.client.baseUrl);
  const cookie = [...input.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const req = httpRequest(url, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(input.declaredLength),
    },
  });
  let hungUp = false;
  const reply = new Promise<RawReply | null>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as ErrorReply;
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body });
        req.destroy();
      });
    });
    req.on('error', (error) => (hungUp ? resolve(null) : reject(error)));
    req.on('close', () => hungUp && resolve(null));
  });
  req.write(input.body);
  return {
    reply,
    hangUp() {
      hungUp = true;
      req.destroy();
    },
  };
}
