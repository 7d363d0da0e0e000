import { POST, type Post } from '@plaza/contract';
import type { Actor } from '../../http/actor.js';
import type { PostViewRow } from './post.queries.js';

const HOUR_MS = 60 * 60 * 1000;

function renditionsOf(value: string): number[] {
  return value ? value.split(',').map(Number) : [];
}

/** A post row as the caller sees it, with what they may do with it. */
export function toPostDto(row: PostViewRow, actor: Actor, now = Date.now()): Post {
  const isAuthor = row.created_by === actor.user.id;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    videoName: row.video_name,
    type: 'video',
    streaming: row.streaming,
    liveStream: row.live_stream,
    public: row.public,
    allowDislike: row.allow_dislike,
    allowComments: row.allow_comments,
    createdOn: row.created_at.toISOString(),
    createdBy: {
      id: row.created_by,
      fullName: row.author_full_name,
      userName: row.author_user_name,
      displayPhoto: row.author_display_photo,
    },
    channel:
      row.channel_id && row.zone_id && row.channel_name && row.zone_name && row.zone_subdomain
        ? {
            id: row.channel_id,
            name: row.channel_name,
            zoneId: row.zone_id,
            zone: { id: row.zone_id, name: row.zone_name, subdomain: row.zone_subdomain },
          }
        : null,
    liked: row.reaction === 'like',
    disliked: row.reaction === 'dislike',
    newlyCreated: now - row.created_at.getTime() < POST.newlyCreatedHours * HOUR_MS,
    featured: row.author_featured_post_id === row.id,
    postReaction: {
      likesCount: row.likes_count,
      dislikesCount: row.dislikes_count,
      commentsCount: row.comments_count,
      viewsCount: row.views_count,
      liveStreamViewersCount: row.live_viewers_count,
    },
    media: {
      status: row.media_status,
      durationSeconds: row.duration_seconds,
      width: row.width,
      height: row.height,
      renditions: renditionsOf(row.renditions),
      thumbnail: row.thumbnail,
      hlsPlaylist: row.hls_playlist,
      failureReason: isAuthor ? row.media_error : null,
    },
    permissions: {
      canEdit: isAuthor,
      canDelete: isAuthor || actor.user.is_super_admin,
      canFeature: isAuthor,
      canReport: !isAuthor,
    },
  };
}
