import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
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
const RECORDING_FILE = 'recording.mpeg';

export interface PackagerOptions {
  ffmpegPath: string;
  /** The RTMP address ffmpeg reads the live from. */
  input: string;
  /** The post's media folder in storage. */
  slug: string;
  storage: Storage;
  /** This process's temporary folder (DATA_DIR/tmp/...). */
  tmpDir: string;
  log: FastifyBaseLogger;
  /** The first segment and a playlist naming it are in storage. */
  onFirstSegment(): void;
}

/** ffmpeg's arguments: the stream copied into 2 s HLS segments, and once more into the recording. */
export function packagerArgs(input: string, outDir: string): string[] {
  const copy = ['-map', '0:v?', '-map', '0:a?', '-c', 'copy'];
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-rw_timeout', String(READ_TIMEOUT_US), '-i', input],
    ...copy,
    ...['-f', 'hls', '-hls_time', String(LIVE.segmentSeconds), '-hls_list_size', '0'],
    ...['-hls_playlist_type', 'event', '-hls_flags', 'temp_file'],
    ...['-hls_segment_filename', join(outDir, 'live_%05d.ts'), join(outDir, LIVE.playlistName)],
    ...copy,
    ...['-f', 'mpegts', join(outDir, RECORDING_FILE)],
  ];
}

function segmentsOf(playlist: string): string[] {
  return playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * One live's packager: ffmpeg reads the RTMP stream and writes HLS into a temporary folder; each
 * new segment is put into storage before the playlist that names it, so a viewer (through the
 * signed media path, or S3) never sees a segment that is not there yet. The ingest ends ffmpeg's
 * input when the publisher leaves (it then writes the last segment and ENDLIST); `stop` waits for
 * that, sends SIGINT should it still run, and puts the recording into storage.
 */
export class HlsPackager {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private outDir = '';
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> = Promise.resolve();
  private readonly stored = new Set<string>();
  private lastPlaylist = '';

  constructor(private readonly options: PackagerOptions) {}

  /** Whether a segment reached storage: viewers could watch. */
  get watchable(): boolean {
    return this.stored.size > 0;
  }

  async start(): Promise<void> {
    const { options } = this;
    await mkdir(options.tmpDir, { recursive: true });
    this.outDir = await mkdtemp(join(options.tmpDir, `live-${options.slug}-`));
    const { command, args } = await programCommand(options.ffmpegPath, packagerArgs(options.input, this.outDir));
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

  /** Ends ffmpeg, puts what remains into storage; answers whether the live had a segment. */
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
    try {
      this.queueSync();
      await this.syncing;
      if (this.watchable) await this.storeRecording();
    } finally {
      if (this.outDir) await rm(this.outDir, { recursive: true, force: true });
    }
    return { watchable: this.watchable };
  }

  private queueSync(): void {
    this.syncing = this.syncing
      .then(() => this.sync())
      .catch((error: unknown) => this.options.log.error({ err: error, slug: this.options.slug }, 'live sync failed'));
  }

  /** New segments first, then the playlist naming them. */
  private async sync(): Promise<void> {
    const { storage, slug } = this.options;
    const playlist = await readFile(join(this.outDir, LIVE.playlistName), 'utf8').catch(() => null);
    if (playlist === null || playlist === this.lastPlaylist) return;
    const wasWatchable = this.watchable;
    for (const segment of segmentsOf(playlist)) {
      if (this.stored.has(segment)) continue;
      await storage.putFile(mediaKey(slug, segment), join(this.outDir, segment));
      this.stored.add(segment);
    }
    await storage.put(mediaKey(slug, LIVE.playlistName), Buffer.from(playlist));
    this.lastPlaylist = playlist;
    if (!wasWatchable && this.watchable) this.options.onFirstSegment();
  }

  private async storeRecording(): Promise<void> {
    const path = join(this.outDir, RECORDING_FILE);
    const info = await stat(path).catch(() => null);
    if (info && info.size > 0)
      await this.options.storage.putFile(mediaKey(this.options.slug, LIVE.recordingName), path);
  }
}
