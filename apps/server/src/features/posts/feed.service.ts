import type { FeedQuery, Post } from '@plaza/contract';
import type { Actor } from '../../http/actor.js';
import { paged, type Paged } from '../../lib/paging.js';
import type { FeedRepository } from './feed.repository.js';
import type { PostAccess } from './post-access.js';
import { toPostDto } from './post.mapper.js';
import { postSearch } from './post-search.js';

/** The timeline, searches and the videos recommended under a post. */
export class FeedService {
  constructor(
    private readonly feed: FeedRepository,
    private readonly access: PostAccess,
  ) {}

  /**
   * Visible posts, narrowed by the query; on a zone site only that zone's. Without a sort:
   * best match first for a search, else newest.
   */
  async list(actor: Actor, query: FeedQuery, siteZoneId: string | undefined): Promise<Paged<Post>> {
    const search = query.searchTerm ? postSearch(query.searchTerm) : undefined;
    const sort = query.sort ?? (search ? 'relevance' : 'newest');
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
      query,
    );
    const now = Date.now();
    return paged(
      rows.map((row) => toPostDto(row, actor, now)),
      total,
      query,
    );
  }

  async recommended(actor: Actor, postId: string): Promise<{ data: Post[] }> {
    const post = await this.access.visible(actor, postId);
    const rows = await this.feed.recommended(actor.user.id, post);
    return { data: rows.map((row) => toPostDto(row, actor)) };
  }
}
