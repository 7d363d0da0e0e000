import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LIVE } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { programCommand } from '../../lib/run-program.js';
import type { Storage } from '../../lib/storage.js';
import { mediaKey } from '../posts/media-keys.js';

/** How often the packager's output is looked at for new segments. */
const SYNC_EVERY_MS = 200;
/** ffmpeg's read timeout on the RTMP input: a stalled input ends it instead of hanging (microseconds). */
const READ_TIMEOUT_US = 10_000_000;
/** How long ffmpeg may take to write its last segment and ENDLIST after SIGINT before it is killed. */
const STOP_GRACE_MS = 10_000;
/** Each publish of a live records into a part of its own; the parts are joined when it ends. */
export const recordingPart = (part: number) => `recording_${part}.mpeg`;

export interface PackagerOptions {
  ffmpegPath: string;
  /** The RTMP address ffmpeg reads the live from. */
  input: string;
  /** The post's media folder in storage. */
  slug: string;
  storage: Storage;
  /** The live's folder in this process's temporary folder, kept across its publishes. */
  outDir: string;
  /** Which publish of the live this is: 0, then 1, 2… for each resume after a drop. */
  part: number;
  /** The live's length before this publish: this part's timestamps go on from there. */
  offsetSeconds: number;
  /** The segments of the live already in storage (shared by its publishes). */
  stored: Set<string>;
  log: FastifyBaseLogger;
  /** This publish's first segment and a playlist naming it are in storage. */
  onFirstSegment(): void;
}

/**
 * ffmpeg's arguments: the stream copied into 2 s HLS segments, and once more into this publish's
 * recording part. A resumed live appends to the same playlist after a discontinuity, its segment
 * numbers and timestamps going on from the earlier publishes.
 */
export function packagerArgs(input: string, outDir: string, part = 0, offsetSeconds = 0): string[] {
  const copy = ['-map', '0:v?', '-map', '0:a?', '-c', 'copy'];
  const resumed = part > 0;
  const offset = resumed ? ['-output_ts_offset', offsetSeconds.toFixed(3)] : [];
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-rw_timeout', String(READ_TIMEOUT_US), '-i', input],
    ...copy,
    ...offset,
    ...['-f', 'hls', '-hls_time', String(LIVE.segmentSeconds), '-hls_list_size', '0'],
    ...['-hls_playlist_type', 'event', '-hls_flags', resumed ? 'temp_file+append_list+discont_start' : 'temp_file'],
    ...['-hls_segment_filename', join(outDir, 'live_%05d.ts'), join(outDir, LIVE.playlistName)],
    ...copy,
    ...offset,
    ...['-f', 'mpegts', join(outDir, recordingPart(part))],
  ];
}

/** The playlist as viewers get it while the live may go on: never ended (a dropped publisher may come back). */
export const openPlaylist = (playlist: string) => playlist.replace(/^#EXT-X-ENDLIST\s*$/m, '').trimEnd() + '\n';

/** The length of what a playlist lists, in seconds. */
export function playlistSeconds(playlist: string): number {
  let total = 0;
  for (const match of playlist.matchAll(/^#EXTINF:([\d.]+)/gm)) total += Number(match[1]);
  return total;
}

function segmentsOf(playlist: string): string[] {
  return playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * One publish's packager: ffmpeg reads the RTMP stream and writes HLS into the live's temporary
 * folder; each new segment is put into storage before the playlist that names it, so a viewer
 * (through the signed media path, or S3) never sees a segment that is not there yet. The playlist
 * is stored without ENDLIST: the live ends only when its publisher has not come back in time
 * (`live-recording.ts` closes it then). The ingest ends ffmpeg's input when the publisher leaves;
 * `stop` waits for that, sends SIGINT should it still run, and stores the last segments.
 */
export class HlsPackager {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> = Promise.resolve();
  private lastPlaylist = '';
  private readonly storedBefore: number;

  constructor(private readonly options: PackagerOptions) {
    this.storedBefore = options.stored.size;
  }

  /** Whether a segment of the live reached storage: viewers could watch. */
  get watchable(): boolean {
    return this.options.stored.size > 0;
  }

  async start(): Promise<void> {
    const { options } = this;
    const { command, args } = await programCommand(
      options.ffmpegPath,
      packagerArgs(options.input, options.outDir, options.part, options.offsetSeconds),
    );
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    this.exited = new Promise((resolve) => {
      child.once('close', (code, signal) => {
        if (code !== 0 && code !== 255 && signal !== 'SIGINT') {
          options.log.warn({ slug: options.slug, code, signal, stderr }, 'live packager ended with an error');
        }
        resolve();
      });
      child.once('error', (error) => {
        options.log.error({ slug: options.slug, err: error }, 'live packager could not start');
        resolve();
      });
    });
    this.timer = setInterval(() => this.queueSync(), SYNC_EVERY_MS);
  }

  /** Ends ffmpeg, puts the last segments into storage; answers whether the live has a segment. */
  async stop(): Promise<{ watchable: boolean }> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await this.exited;
      clearTimeout(killer);
    }
    this.queueSync();
    await this.syncing;
    return { watchable: this.watchable };
  }

  private queueSync(): void {
    this.syncing = this.syncing
      .then(() => this.sync())
      .catch((error: unknown) => this.options.log.error({ err: error, slug: this.options.slug }, 'live sync failed'));
  }

  /** New segments first, then the playlist naming them. */
  private async sync(): Promise<void> {
    const { storage, slug, outDir, stored } = this.options;
    const playlist = await readFile(join(outDir, LIVE.playlistName), 'utf8').catch(() => null);
    if (playlist === null || playlist === this.lastPlaylist) return;
    const hadSegment = stored.size > this.storedBefore;
    for (const segment of segmentsOf(playlist)) {
      if (stored.has(segment)) continue;
      await storage.putFile(mediaKey(slug, segment), join(outDir, segment));
      stored.add(segment);
    }
    await storage.put(mediaKey(slug, LIVE.playlistName), Buffer.from(openPlaylist(playlist)));
    this.lastPlaylist = playlist;
    if (!hadSegment && stored.size > this.storedBefore) this.options.onFirstSegment();
  }
}
