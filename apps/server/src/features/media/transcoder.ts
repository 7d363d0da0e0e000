import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA } from '@plaza/contract';
import { hlsArgs, ladderFor, renditionName, thumbnailArgs, thumbnailSeconds, type HlsInput } from './ladder.js';
import { runProgram } from '../../lib/run-program.js';
import { INPUT_PROTOCOLS, type VideoProbe } from './video-probe.js';

export interface Transcoded {
  /** Rendition heights, lowest first. */
  renditions: number[];
  durationSeconds: number | null;
  /** The files written, in the order to publish them: segments first, the master playlist last. */
  files: string[];
}

/** ffmpeg ran but left no playable ladder: nothing to publish. */
export class EmptyTranscodeError extends Error {}

/** Lots of time for long videos, but a bound, so a stuck ffmpeg cannot hold the worker for good. */
function timeoutFor(durationSeconds: number | null): number {
  return Math.max(10 * 60_000, (durationSeconds ?? 0) * 5_000);
}

function segmentsIn(playlist: string): number[] {
  return [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].map((m) => Number(m[1]));
}

function publishOrder(name: string): number {
  if (name === MEDIA.masterPlaylistName) return 3;
  if (name.endsWith('.m3u8')) return 2;
  return name === MEDIA.thumbnailName ? 1 : 0;
}

/**
 * Makes the HLS ladder and the thumbnail of a local video in `outDir` (an empty directory),
 * running the system's ffmpeg. Throws when ffmpeg fails or leaves a rendition without segments.
 */
export async function transcodeToHls(
  ffmpegPath: string,
  source: string,
  probe: VideoProbe,
  outDir: string,
  signal?: AbortSignal,
): Promise<Transcoded> {
  const input: HlsInput = { path: source, ...probe };
  const ladder = ladderFor(probe.height);
  const timeoutMs = timeoutFor(probe.durationSeconds);
  await runProgram(ffmpegPath, hlsArgs(input, ladder, INPUT_PROTOCOLS), { cwd: outDir, timeoutMs, signal });
  const at = thumbnailSeconds(probe.durationSeconds);
  await runProgram(ffmpegPath, thumbnailArgs(input, at, INPUT_PROTOCOLS), { cwd: outDir, timeoutMs, signal });

  const files = (await readdir(outDir)).filter((name) => MEDIA.fileNamePattern.test(name));
  let duration: number | null = null;
  for (const { height } of ladder) {
    const name = `${renditionName(height)}.m3u8`;
    const segments = files.includes(name) ? segmentsIn(await readFile(join(outDir, name), 'utf8')) : [];
    if (segments.length === 0) throw new EmptyTranscodeError(`ffmpeg wrote no segments for ${name}`);
    duration ??= segments.reduce((sum, s) => sum + s, 0);
  }
  if (!files.includes(MEDIA.masterPlaylistName) || !files.includes(MEDIA.thumbnailName)) {
    throw new EmptyTranscodeError('ffmpeg wrote no master playlist or thumbnail');
  }
  return {
    renditions: ladder.map((r) => r.height),
    durationSeconds: probe.durationSeconds ?? duration,
    files: files.sort((a, b) => publishOrder(a) - publishOrder(b)),
  };
}
