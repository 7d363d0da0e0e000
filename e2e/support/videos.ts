import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../../.test-data/e2e-videos');

/**
 * A short H.264/AAC test video (a moving test pattern with a tone), made with ffmpeg's lavfi
 * sources the first time a journey asks for it.
 */
export function testVideo(seconds = 6): string {
  const file = resolve(dir, `clip-${seconds}s.mp4`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  execFileSync(
    process.env.FFMPEG_PATH ?? 'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'error', '-y'],
      ['-f', 'lavfi', '-i', `testsrc2=duration=${seconds}:size=640x360:rate=25`],
      ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ['-shortest', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ['-movflags', '+faststart', file],
    ].flat(),
  );
  return file;
}

/** A still test-pattern picture (PNG), made with ffmpeg the first time a journey asks for it. */
export function testImage(): string {
  const file = resolve(dir, 'pattern.png');
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=480x320', '-frames:v', '1', file],
  ]);
  return file;
}
