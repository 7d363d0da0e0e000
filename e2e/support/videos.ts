import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../../.test-data/e2e-videos');

/**
 * Makes `file` with `make(path)` unless it exists. Journeys run in parallel workers: each makes
 * its own copy under a name of its own and renames it into place whole, so no worker reads a
 * file another is still writing.
 */
function madeOnce(file: string, extension: string, make: (path: string) => void): string {
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const part = `${file}.${process.pid}.part${extension}`;
  make(part);
  renameSync(part, file);
  return file;
}

/**
 * A short H.264/AAC test video (a moving test pattern with a tone), made with ffmpeg's lavfi
 * sources the first time a journey asks for it.
 */
export function testVideo(seconds = 6): string {
  return madeOnce(resolve(dir, `clip-${seconds}s.mp4`), '.mp4', (path) =>
    execFileSync(
      process.env.FFMPEG_PATH ?? 'ffmpeg',
      [
        ['-hide_banner', '-loglevel', 'error', '-y'],
        ['-f', 'lavfi', '-i', `testsrc2=duration=${seconds}:size=640x360:rate=25`],
        ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
        ['-shortest', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
        ['-movflags', '+faststart', path],
      ].flat(),
    ),
  );
}

/** A still test-pattern picture (PNG), made with ffmpeg the first time a journey asks for it. */
export function testImage(): string {
  return madeOnce(resolve(dir, 'pattern.png'), '.png', (path) =>
    execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=480x320', '-frames:v', '1', path],
    ]),
  );
}
