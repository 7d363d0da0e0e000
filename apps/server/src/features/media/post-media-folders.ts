import type { Db } from '../../db/database.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage.js';
import { mediaFolder } from '../posts/media-keys.js';

/** A zone or a channel whose posts are being deleted with it. */
export type PostPlace = { zoneId: string } | { channelId: string };

/**
 * The media folders of posts (videos/<slug>: original, HLS ladder, thumbnail) that go when their
 * zone or channel is deleted: the database deletes the posts by cascade, so the folders are named
 * inside the deleting transaction and removed once it has committed.
 */
export class PostMediaFolders {
  constructor(
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The slugs of the place's posts. The zone or channel row is locked first, so a post being
   * created there either is listed or fails its reference once the place is gone.
   */
  async slugsIn(trx: Db, place: PostPlace): Promise<string[]> {
    let posts = trx.selectFrom('posts').select('slug');
    if ('zoneId' in place) {
      await trx.selectFrom('zones').select('id').where('id', '=', place.zoneId).forUpdate().execute();
      posts = posts.where((eb) =>
        eb.or([
          eb('zone_id', '=', place.zoneId),
          eb('channel_id', 'in', eb.selectFrom('channels').select('id').where('zone_id', '=', place.zoneId)),
        ]),
      );
    } else {
      await trx.selectFrom('channels').select('id').where('id', '=', place.channelId).forUpdate().execute();
      posts = posts.where('channel_id', '=', place.channelId);
    }
    return (await posts.execute()).map((row) => row.slug);
  }

  /** Deletes the folders; a failure is logged, never thrown (the posts are already gone). */
  async remove(slugs: readonly string[]): Promise<void> {
    for (const slug of slugs) {
      await this.storage.deleteTree(mediaFolder(slug)).catch((err: unknown) => {
        this.log.warn({ err, slug }, 'could not delete the media of a deleted post');
      });
    }
  }
}
