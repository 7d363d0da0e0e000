import { MEDIA } from '@plaza/contract';

/** One HLS rendition: its height and video bitrate. */
export interface Rendition {
  height: number;
  videoKbps: number;
}

const lowest = MEDIA.ladderHeights[0]!;

/**
 * The renditions for a source: the ladder's heights at or below the source's; a source lower
 * than the ladder's first step gets one rendition at its own (even) height, never upscaled.
 */
export function ladderFor(sourceHeight: number): Rendition[] {
  const heights = MEDIA.ladderHeights.filter((h) => h <= sourceHeight);
  if (heights.length === 0) {
    return [{ height: Math.max(2, Math.floor(sourceHeight / 2) * 2), videoKbps: MEDIA.ladderBitrates[lowest]! }];
  }
  return heights.map((height) => ({ height, videoKbps: MEDIA.ladderBitrates[height]! }));
}

/** A rendition's name in file names: `360p` (3 digits at least, as MEDIA.fileNamePattern wants). */
export function renditionName(height: number): string {
  return `${String(height).padStart(3, '0')}p`;
}

/** The master playlist, each rendition's playlist and its segments, as ffmpeg names them. */
export const HLS_FILES = {
  master: MEDIA.masterPlaylistName,
  playlist: '%v.m3u8',
  segment: '%v_%d.ts',
} as const;

export interface HlsInput {
  /** The source, local. */
  path: string;
  demuxer: string;
  videoStream: number;
  hasAudio: boolean;
}

/**
 * ffmpeg's arguments for the whole ladder in one pass: the video decoded once and scaled per
 * rendition, H.264 (libx264, veryfast, yuv420p) and AAC, key frames every segment so the
 * renditions switch cleanly, VOD playlists. Writes into the working directory.
 */
export function hlsArgs(input: HlsInput, ladder: Rendition[], protocols: string): string[] {
  const n = ladder.length;
  const split = `[0:${input.videoStream}]split=${n}${ladder.map((_, i) => `[s${i}]`).join('')}`;
  const scales = ladder.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`);
  const maps = ladder.flatMap((_, i) => ['-map', `[v${i}]`, ...(input.hasAudio ? ['-map', '0:a:0'] : [])]);
  const rates = ladder.flatMap((r, i) => [
    ...[`-b:v:${i}`, `${r.videoKbps}k`, `-maxrate:v:${i}`, `${Math.round(r.videoKbps * 1.07)}k`],
    ...[`-bufsize:v:${i}`, `${r.videoKbps * 2}k`],
  ]);
  const streamMap = ladder
    .map((r, i) => `v:${i}${input.hasAudio ? `,a:${i}` : ''},name:${renditionName(r.height)}`)
    .join(' ');
  const segment = MEDIA.hlsSegmentSeconds;
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-protocol_whitelist', protocols, '-f', input.demuxer, '-i', `file:${input.path}`],
    ...['-filter_complex', [split, ...scales].join(';'), ...maps, '-map_metadata', '-1'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', ...rates],
    ...['-force_key_frames', `expr:gte(t,n_forced*${segment})`],
    ...(input.hasAudio ? ['-c:a', 'aac', '-b:a', `${MEDIA.audioBitrateKbps}k`, '-ac', '2'] : []),
    ...['-f', 'hls', '-hls_time', String(segment), '-hls_playlist_type', 'vod'],
    ...['-hls_flags', 'independent_segments', '-hls_segment_filename', HLS_FILES.segment],
    ...['-master_pl_name', HLS_FILES.master, '-var_stream_map', streamMap, HLS_FILES.playlist],
  ];
}

/** The thumbnail's frame: near 1 s, or the middle of a clip shorter than 2 s. */
export function thumbnailSeconds(durationSeconds: number | null): number {
  if (durationSeconds === null) return 0;
  return durationSeconds >= 2 ? 1 : durationSeconds / 2;
}

export const THUMBNAIL_HEIGHT = 360;

export function thumbnailArgs(input: HlsInput, atSeconds: number, protocols: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-ss', atSeconds.toFixed(3)],
    ...['-protocol_whitelist', protocols, '-f', input.demuxer, '-i', `file:${input.path}`],
    ...['-map', `0:${input.videoStream}`, '-frames:v', '1', '-vf', `scale=-2:${THUMBNAIL_HEIGHT}`],
    ...['-map_metadata', '-1', '-q:v', '3', '-f', 'image2', MEDIA.thumbnailName],
  ];
}
