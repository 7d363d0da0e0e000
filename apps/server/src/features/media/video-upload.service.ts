import { randomBytes } from 'node:crypto';
import type { Post } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import { FORM_OVERHEAD_BYTES } from '../../http/upload-scope.js';
import type { AppJobQueue } from '../../jobs/job-queue.js';
import type { Storage } from '../../lib/storage.js';
import type { Actor } from '../../http/actor.js';
import type { ChannelAccess } from '../channels/channel-access.js';
import type { MembershipService } from '../membership/membership.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { mediaFolder, mediaKey } from '../posts/media-keys.js';
import { toPostDto } from '../posts/post.mapper.js';
import type { PostRepository } from '../posts/post.repository.js';
import type { MediaRepository } from './media.repository.js';
import { probeVideo } from './video-probe.js';
import type { VideoFields } from './video-receiver.js';

/** What a video upload is stored as in the new post's folder while ffprobe checks it. */
const UPLOAD_NAME = 'upload';
/** How long ffprobe may read a stored upload through a presigned URL. */
const PROBE_URL_SECONDS = 600;

/** Where the new post goes: a channel (and its zone), or none (the author's own profile). */
export interface PostPlace {
  channelId: string;
  zoneId: string;
}

export interface VideoUploadDeps {
  db: Db;
  storage: Storage;
  jobs: AppJobQueue;
  plans: MembershipService;
  access: ChannelAccess;
  posts: PostRepository;
  media: MediaRepository;
  ffprobePath: string;
  notifier: Notifier;
}

/** The rules of a video upload (api.posts.createVideo): who may post where, how large, what. */
export class VideoUploadService {
  constructor(private readonly deps: VideoUploadDeps) {}

  /**
   * The largest video the caller's plan allows, in bytes. A body declared larger than that
   * (with room for the form around it) is refused before it is read.
   */
  async sizeLimit(actor: Actor, declaredBytes: number | null): Promise<number> {
    const { plan } = await this.deps.plans.ofUser(actor.user.id);
    const maxBytes = plan.limits.videoSizeKb * 1024;
    if (declaredBytes !== null && declaredBytes > maxBytes + FORM_OVERHEAD_BYTES) {
      throw new AppError('INSUFFICIENT_MEMBERSHIP');
    }
    return maxBytes;
  }

  /** The channel must be one the caller sees (else CHANNEL_NOT_FOUND) and follows. */
  async place(actor: Actor, fields: VideoFields, runner?: Db): Promise<PostPlace | null> {
    if (!fields.channelId) return null;
    const { place: channel, membership } = await this.deps.access.visible(actor.user.id, fields.channelId, runner);
    if (!membership) throw new AppError('USER_NOT_CHANNEL_MEMBER');
    return { channelId: channel.id, zoneId: channel.zone_id };
  }

  /** A new post's slug and the storage key its upload streams to (in the post's own folder). */
  newUpload(): { slug: string; key: string } {
    const slug = randomBytes(12).toString('hex');
    return { slug, key: mediaKey(slug, UPLOAD_NAME) };
  }

  /**
   * Checks the stored upload by content where it lies (ffprobe reads the file, or a presigned
   * URL), names it as the original, then creates the post and its transcode job in one
   * transaction. Any failure removes the post's folder.
   */
  async create(actor: Actor, fields: VideoFields, slug: string): Promise<Post> {
    const { storage } = this.deps;
    let postId: string;
    try {
      const upload = mediaKey(slug, UPLOAD_NAME);
      const probe = await probeVideo(this.deps.ffprobePath, await storage.programSource(upload, PROBE_URL_SECONDS));
      if (!probe) throw new AppError('INVALID_VIDEO_FORMAT');
      const videoName = `original.${probe.extension}`;
      await storage.move(upload, mediaKey(slug, videoName));
      postId = await inTransaction(this.deps.db, async (trx) => {
        // Checked again: the channel or the membership may have gone while the file arrived.
        const place = await this.place(actor, fields, trx);
        const id = await this.deps.media.insertPost(trx, {
          slug,
          created_by: actor.user.id,
          channel_id: place?.channelId ?? null,
          zone_id: place?.zoneId ?? null,
          title: fields.title,
          description: fields.description,
          public: fields.public,
          video_name: videoName,
          media_status: 'processing',
          width: probe.width,
          height: probe.height,
          duration_seconds: probe.durationSeconds,
        });
        await this.deps.jobs.enqueue('media.transcode', { postId: id }, trx);
        // A public post in a channel is news to the channel's followers (the author is skipped).
        const followers = place && fields.public ? await this.deps.media.channelFollowers(trx, place.channelId) : [];
        await this.deps.notifier.add(
          trx,
          followers.map((userId) => ({ userId, type: 'post' as const, createdBy: actor.user.id, postId: id })),
        );
        return id;
      });
    } catch (error) {
      await this.deps.storage.deleteTree(mediaFolder(slug));
      throw error;
    }
    const row = await this.deps.posts.findVisible(actor.user.id, postId);
    if (!row) throw new Error(`the new post ${postId} is not visible to its author`);
    return toPostDto(row, actor);
  }
}
