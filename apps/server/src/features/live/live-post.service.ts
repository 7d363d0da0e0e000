import { randomBytes } from 'node:crypto';
import type { LivePostFields, Post } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/unit-of-work.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import type { ChannelAccess } from '../channels/channel-access.js';
import type { MembershipService } from '../membership/membership.service.js';
import { toPostDto } from '../posts/post.mapper.js';
import type { PostRepository } from '../posts/post.repository.js';
import type { LivePostRepository } from './live-post.repository.js';

export interface LivePostServiceDeps {
  db: Db;
  membership: MembershipService;
  access: ChannelAccess;
  livePosts: LivePostRepository;
  posts: PostRepository;
}

/** Go live (api.streaming.prepareLive): a post prepared for the member's next publish. */
export class LivePostService {
  constructor(private readonly deps: LivePostServiceDeps) {}

  /**
   * The channel must be one the caller sees (else CHANNEL_NOT_FOUND) and follows, as for an upload;
   * the post counts toward the plan's stream count (under the user's row lock).
   */
  async prepare(actor: Actor, fields: LivePostFields): Promise<Post> {
    const { db, membership, access, livePosts, posts } = this.deps;
    const id = await inTransaction(db, async (trx) => {
      let place: { channelId: string; zoneId: string } | null = null;
      if (fields.channelId) {
        const { place: channel, membership: follows } = await access.visible(actor.user.id, fields.channelId, trx);
        if (!follows) throw new AppError('USER_NOT_CHANNEL_MEMBER');
        place = { channelId: channel.id, zoneId: channel.zone_id };
      }
      await membership.assertCanCreate(trx, actor, 'streamCount');
      return livePosts.prepare(trx, actor.user.id, randomBytes(12).toString('hex'), {
        title: fields.title,
        description: fields.description,
        public: fields.public,
        channelId: place?.channelId ?? null,
        zoneId: place?.zoneId ?? null,
      });
    });
    const row = await posts.findVisible(actor.user.id, id);
    if (!row) throw new Error(`the prepared live post ${id} is not visible to its author`);
    return toPostDto(row, actor);
  }
}
