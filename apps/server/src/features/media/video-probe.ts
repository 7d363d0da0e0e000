import { z } from 'zod';
import { ProgramError, runProgram } from '../../lib/run-program.js';
import type { ProgramSource } from '../../lib/storage.js';

/** The stored original's extension, by container family (one of POST.videoExtensions). */
export type VideoExtension = '3gp' | 'mp4' | 'mov' | 'webm' | 'flv' | 'mpeg';

/** What ffprobe found in an upload that is a video Plaza accepts. */
export interface VideoProbe {
  extension: VideoExtension;
  /** The demuxer to read it with: ffmpeg is told the format, so it never guesses another. */
  demuxer: string;
  /** The index of the video stream among the file's streams. */
  videoStream: number;
  /** As displayed (a rotated phone video is taller than wide). */
  width: number;
  height: number;
  durationSeconds: number | null;
  hasAudio: boolean;
}

/**
 * The only formats ffprobe and ffmpeg may open: the families of POST.videoMimeTypes. Playlists
 * (HLS, concat) are not among them, so an upload cannot make them read other files or URLs.
 */
export const VIDEO_DEMUXERS = 'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,flv,mpeg,mpegts';
/** Plain files only: no network or pipe protocols. */
export const INPUT_PROTOCOLS = 'file';
/** A stored upload read in place through the bucket's presigned URL (the URL is the server's, not the upload's). */
const URL_PROTOCOLS = 'http,https,tcp,tls';
const PROBE_TIMEOUT_MS = 30_000;

const streamSchema = z.object({
  index: z.number().int(),
  codec_type: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).partial().optional(),
  tags: z.object({ rotate: z.string().optional() }).partial().optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() }).partial()).optional(),
});
const probeSchema = z.object({
  streams: z.array(streamSchema).default([]),
  format: z.object({
    format_name: z.string(),
    duration: z.string().optional(),
    tags: z.object({ major_brand: z.string().optional() }).partial().optional(),
  }),
});
type ProbeOutput = z.infer<typeof probeSchema>;
type ProbedStream = z.infer<typeof streamSchema>;

/** The container family: QuickTime files are told apart by their major brand. */
function familyOf(format: ProbeOutput['format']): { extension: VideoExtension; demuxer: string } | null {
  const names = format.format_name.split(',');
  if (names.includes('mov')) {
    const brand = (format.tags?.major_brand ?? '').trim().toLowerCase();
    const extension = brand === 'qt' ? 'mov' : brand.startsWith('3g') ? '3gp' : 'mp4';
    return { extension, demuxer: 'mov' };
  }
  if (names.includes('matroska') || names.includes('webm')) return { extension: 'webm', demuxer: 'matroska' };
  if (names.includes('flv')) return { extension: 'flv', demuxer: 'flv' };
  if (names.includes('mpegts')) return { extension: 'mpeg', demuxer: 'mpegts' };
  if (names.includes('mpeg')) return { extension: 'mpeg', demuxer: 'mpeg' };
  return null;
}

function rotationOf(stream: ProbedStream): number {
  const fromSideData = stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation;
  return fromSideData ?? Number(stream.tags?.rotate ?? 0);
}

/** Reads ffprobe's JSON: the video's family and first real video stream, or null for anything else. */
export function parseProbe(json: string): VideoProbe | null {
  let output: ProbeOutput;
  try {
    output = probeSchema.parse(JSON.parse(json));
  } catch {
    return null;
  }
  const family = familyOf(output.format);
  const video = output.streams.find(
    (s) => s.codec_type === 'video' && !s.disposition?.attached_pic && (s.width ?? 0) > 0 && (s.height ?? 0) > 0,
  );
  if (!family || !video) return null;
  const sideways = Math.abs(rotationOf(video)) % 180 === 90;
  const duration = Number(output.format.duration);
  return {
    ...family,
    videoStream: video.index,
    width: sideways ? video.height! : video.width!,
    height: sideways ? video.width! : video.height!,
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    hasAudio: output.streams.some((s) => s.codec_type === 'audio'),
  };
}

/** Probes a file by its content; null when it is not a video of an accepted kind. */
export async function probeVideo(ffprobePath: string, source: ProgramSource): Promise<VideoProbe | null> {
  const [protocols, input] =
    source.kind === 'path' ? [INPUT_PROTOCOLS, `file:${source.path}`] : [URL_PROTOCOLS, source.url];
  let json: string;
  try {
    json = await runProgram(
      ffprobePath,
      [
        ...['-v', 'error', '-format_whitelist', VIDEO_DEMUXERS, '-protocol_whitelist', protocols],
        ...['-print_format', 'json', '-show_format', '-show_streams', input],
      ],
      { timeoutMs: PROBE_TIMEOUT_MS },
    );
  } catch (error) {
    // ffprobe refusing the file says it is no video; ffprobe missing is the server's fault.
    if (error instanceof ProgramError && error.failure !== 'spawn') return null;
    throw error;
  }
  return parseProbe(json);
}
