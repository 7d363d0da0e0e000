import { LIVE } from '@plaza/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { visibleChannels } from '../channels/channel.queries.js';

/**
 * The posts a user may see (every post query starts here): their own posts, and public posts
 * that have no channel or whose channel they may see (channel.queries.ts visibleChannels).
 * The visible channels are one uncorrelated subquery, so the planner computes them once.
 */
export function visiblePosts(runner: Db, userId: string) {
  return runner
    .selectFrom('posts as p')
    .where((eb) =>
      eb.or([
        eb('p.created_by', '=', userId),
        eb.and([
          eb('p.public', '=', true),
          eb.or([
            eb('p.channel_id', 'is', null),
            eb('p.channel_id', 'in', visibleChannels(runner, userId).select('c.id')),
          ]),
        ]),
      ]),
    );
}
export type PostScope = ReturnType<typeof visiblePosts>;

/**
 * A post any list may show: not a live that has not started (prepared with Go live, or published
 * to without a first segment yet). The feed's counters count the same (migration 0019 `post_listed`).
 */
export function listed(eb: ExpressionBuilder<{ p: Database['posts'] }, 'p'>) {
  return eb.not(
    eb.and([eb('p.live_stream', '=', true), eb('p.streaming', '=', false), eb('p.video_name', '=', LIVE.playlistName)]),
  );
}

/**
 * The columns of a post reply: author, channel and zone by join, the caller's reaction and the
 * author's pinned post in the same query (never one query per row).
 */
export function selectPostView(scope: PostScope, userId: string) {
  return scope
    .innerJoin('users as a', 'a.id', 'p.created_by')
    .leftJoin('channels as pc', 'pc.id', 'p.channel_id')
    .leftJoin('zones as pz', 'pz.id', 'pc.zone_id')
    .leftJoin('post_reactions as r', (join) => join.onRef('r.post_id', '=', 'p.id').on('r.user_id', '=', userId))
    .select([
      'p.id',
      'p.slug',
      'p.title',
      'p.description',
      'p.type',
      'p.created_by',
      'p.public',
      'p.allow_dislike',
      'p.allow_comments',
      'p.streaming',
      'p.live_stream',
      'p.video_name',
      'p.media_status',
      'p.media_error',
      'p.duration_seconds',
      'p.width',
      'p.height',
      'p.renditions',
      'p.thumbnail',
      'p.hls_playlist',
      'p.likes_count',
      'p.dislikes_count',
      'p.views_count',
      'p.comments_count',
      'p.live_viewers_count',
      'p.created_at',
      'a.full_name as author_full_name',
      'a.user_name as author_user_name',
      'a.display_photo as author_display_photo',
      'a.featured_post_id as author_featured_post_id',
      'pc.id as channel_id',
      'pc.name as channel_name',
      'pz.id as zone_id',
      'pz.name as zone_name',
      'pz.subdomain as zone_subdomain',
      'r.type as reaction',
    ]);
}

export type PostViewRow = Awaited<ReturnType<ReturnType<typeof selectPostView>['executeTakeFirstOrThrow']>>;
