import type { Db } from '../../db/database.js';

/**
 * Who hears that a live started: the author's contacts and the followers of the post's channel,
 * each once, and only those who may see the post (`visiblePosts`' rule, for a set of users in one
 * statement): nobody for a post only its author sees; in a channel, its followers (members) and
 * those contacts who may see the channel (it is public and its zone is public or theirs).
 */
export class LiveAudienceRepository {
  constructor(private readonly db: Db) {}

  async audienceOf(postId: string, runner: Db = this.db): Promise<string[]> {
    const post = await runner
      .selectFrom('posts as p')
      .leftJoin('channels as c', 'c.id', 'p.channel_id')
      .leftJoin('zones as z', 'z.id', 'c.zone_id')
      .select([
        'p.created_by',
        'p.public',
        'p.channel_id',
        'c.zone_id',
        'c.public as channel_public',
        'z.public as zone_public',
      ])
      .where('p.id', '=', postId)
      .executeTakeFirst();
    if (!post?.public) return [];
    const { created_by: authorId, channel_id: channelId, zone_id: zoneId } = post;
    let contacts = runner
      .selectFrom('contacts as k')
      .select('k.contact_user_id as user_id')
      .where('k.user_id', '=', authorId);
    if (channelId === null) {
      const rows = await contacts.execute();
      return rows.map((r) => r.user_id);
    }
    // Followers of a channel are its members: they may see it whatever its privacy.
    const followers = runner
      .selectFrom('user_channels as f')
      .select('f.user_id')
      .where('f.channel_id', '=', channelId)
      .where('f.user_id', '!=', authorId);
    // A private channel's non-members (contacts too) hear nothing.
    if (post.channel_public !== true) return (await followers.execute()).map((r) => r.user_id);
    if (post.zone_public !== true && zoneId !== null) {
      contacts = contacts.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_zones as zm')
            .select('zm.id')
            .where('zm.zone_id', '=', zoneId)
            .whereRef('zm.user_id', '=', 'k.contact_user_id'),
        ),
      );
    }
    const rows = await followers.union(contacts).execute();
    return rows.map((r) => r.user_id);
  }
}
