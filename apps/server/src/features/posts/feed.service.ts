import { encodeFeedCursor, type FeedQuery, type Post } from '@plaza/contract';
import type { Actor } from '../../http/actor.js';
import { paged, type Paged } from '../../lib/paging.js';
import type { FeedRepository, FeedRow } from './feed.repository.js';
import type { PostAccess } from './post-access.js';
import { toPostDto } from './post.mapper.js';
import { postSearch } from './post-search.js';

/** A feed page, and for the newest-first feed the cursor of the next (null after the last). */
export type FeedPage = Paged<Post> & { nextCursor?: string | null };

/** The next page's cursor: after a full page's last post, while the count says more follow. */
function nextCursor(rows: readonly FeedRow[], limit: number, position: number, total: number): string | null {
  const last = rows[rows.length - 1];
  const end = position + rows.length;
  if (!last?.cursor_created_at || rows.length < limit || end >= total) return null;
  return encodeFeedCursor({ createdAt: last.cursor_created_at, id: last.id, position: end, total });
}

/** The timeline, searches and the videos recommended under a post. */
export class FeedService {
  constructor(
    private readonly feed: FeedRepository,
    private readonly access: PostAccess,
  ) {}

  /**
   * Visible posts, narrowed by the query; on a zone site only that zone's. Without a sort:
   * best match first for a search, else newest. The newest-first feed pages by cursor too (the
   * contract refuses a cursor with any other order); a cursor page's skip is its position.
   */
  async list(actor: Actor, query: FeedQuery, siteZoneId: string | undefined): Promise<FeedPage> {
    const search = query.searchTerm ? postSearch(query.searchTerm) : undefined;
    const sort = query.sort ?? (search ? 'relevance' : 'newest');
    const after = query.cursor;
    const { rows, total } = await this.feed.page(
      actor.user.id,
      {
        channelId: query.channelId,
        zoneId: query.zoneId,
        siteZoneId,
        authorId: query.userId,
        followerId: query.following ? actor.user.id : undefined,
        streaming: query.streaming,
        search,
      },
      sort,
      { limit: query.limit, skip: query.skip, after },
    );
    const now = Date.now();
    const position = after ? after.position : query.skip;
    const page = paged(
      rows.map((row) => toPostDto(row, actor, now)),
      total,
      { limit: query.limit, skip: position },
    );
    if (search || sort !== 'newest') return page;
    return { ...page, nextCursor: nextCursor(rows, query.limit, position, total) };
  }

  async recommended(actor: Actor, postId: string): Promise<{ data: Post[] }> {
    const post = await this.access.visible(actor, postId);
    const rows = await this.feed.recommended(actor.user.id, post);
    return { data: rows.map((row) => toPostDto(row, actor)) };
  }
}
