import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LIVE, MEDIA } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/unit-of-work.js';
import type { AppJobKinds, JobPayload } from '../../jobs/job-kinds.js';
import type { JobHandler } from '../../jobs/job-queue.js';
import type { Storage } from '../../lib/storage.js';
import type { Notifier } from '../notifications/notifier.js';
import { mediaFolder, mediaKey } from '../posts/media-keys.js';
import { deleteLiveSegments } from './live-segments.js';
import type { MediaRepository, PostMedia } from './media.repository.js';
import { ProgramError } from '../../lib/run-program.js';
import { EmptyTranscodeError, transcodeToHls, type Transcoded } from './transcoder.js';
import { probeVideo } from './video-probe.js';

export interface TranscodeDeps {
  db: Db;
  media: MediaRepository;
  /** Tells the author when the video is ready or finally failed. */
  notifier: Notifier;
  storage: Storage;
  ffmpegPath: string;
  ffprobePath: string;
  /** Where ffmpeg writes before the files are put into storage (DATA_DIR/tmp). */
  tmpDir: string;
  log: FastifyBaseLogger;
}

class MissingOriginalError extends Error {}

/** What the author is told when the transcode is given up. */
export function failureReason(error: unknown): string {
  if (error instanceof MissingOriginalError) return 'The uploaded file is missing.';
  if (error instanceof ProgramError && error.failure === 'spawn') return 'The server could not run ffmpeg.';
  if (error instanceof ProgramError && error.failure === 'timeout') return 'Converting the video took too long.';
  if (error instanceof ProgramError || error instanceof EmptyTranscodeError) {
    return 'The video could not be converted: its data may be damaged or in a format that cannot be decoded.';
  }
  return 'The video could not be converted because of a server error.';
}

/**
 * Records the outcome (`write` answers false when the post is gone) and, in the same
 * transaction, the author's system notification; delivered once committed.
 */
function settle(deps: TranscodeDeps, post: PostMedia, message: string, write: (trx: Db) => Promise<boolean>) {
  return inTransaction(deps.db, async (trx) => {
    if (!(await write(trx))) return false;
    await deps.notifier.add(trx, [
      { userId: post.createdBy, type: 'system_notification', createdBy: null, postId: post.id, message },
    ]);
    return true;
  });
}

/** Transcodes the post's original in a temporary directory, then puts the files into storage. */
async function transcodePost(deps: TranscodeDeps, post: PostMedia, signal: AbortSignal): Promise<Transcoded> {
  await mkdir(deps.tmpDir, { recursive: true });
  const outDir = await mkdtemp(join(deps.tmpDir, `transcode-${randomBytes(4).toString('hex')}-`));
  try {
    const result = await deps.storage.localCopy(mediaKey(post.slug, post.videoName), async (source) => {
      const probe = await probeVideo(deps.ffprobePath, { kind: 'path', path: source });
      if (!probe) throw new EmptyTranscodeError('ffprobe no longer reads the original');
      return transcodeToHls(deps.ffmpegPath, source, probe, outDir, signal);
    });
    if (!result) throw new MissingOriginalError();
    for (const file of result.files) await deps.storage.putFile(mediaKey(post.slug, file), join(outDir, file));
    return result;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * The transcode job: the HLS ladder and thumbnail of an uploaded video, then the post is ready.
 * A failure is retried with backoff; after MEDIA.transcodeMaxAttempts the post is marked failed
 * with a reason its author sees.
 */
export function transcodeJob(deps: TranscodeDeps): JobHandler<JobPayload<AppJobKinds, 'media.transcode'>> {
  return async ({ postId }, { attempts, signal }) => {
    const post = await deps.media.find(postId);
    if (!post || post.status !== 'processing') return;
    let result: Transcoded;
    try {
      result = await transcodePost(deps, post, signal);
    } catch (error) {
      // Shutdown: the queue hands the job back; it is not a failure of the video.
      if (signal.aborted) throw error;
      const stderr = error instanceof ProgramError ? error.stderrTail : undefined;
      deps.log.warn({ postId, attempts, err: error, stderr }, 'transcode failed');
      if (attempts < MEDIA.transcodeMaxAttempts) throw error;
      await settle(deps, post, `Your video “${post.title}” could not be processed.`, (trx) =>
        deps.media.markFailed(postId, failureReason(error), trx),
      );
      return;
    }
    deps.log.info({ postId, renditions: result.renditions.length }, 'video transcoded');
    const updated = await settle(deps, post, `Your video “${post.title}” is ready to watch.`, (trx) =>
      deps.media.markReady(
        postId,
        {
          renditions: result.renditions,
          thumbnail: MEDIA.thumbnailName,
          hlsPlaylist: MEDIA.masterPlaylistName,
          durationSeconds: result.durationSeconds,
        },
        trx,
      ),
    );
    // Deleted while it was transcoded: what was just written belongs to nothing.
    if (!updated) await deps.storage.deleteTree(mediaFolder(post.slug));
    else if (post.videoName === LIVE.recordingName) {
      // An ended live: its recording is the video now.
      const removed = await deleteLiveSegments(deps.storage, post.slug).catch((error: unknown) => {
        deps.log.warn({ postId, err: error }, 'the live segments could not be removed');
        return 0;
      });
      deps.log.info({ postId, removed }, 'live segments removed');
    }
  };
}
