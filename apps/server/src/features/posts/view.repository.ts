import type { Db } from '../../db/database.js';
import { POST } from '@plaza/contract';
import { sql } from 'kysely';

export interface WatchReport {
  postId: string;
  userId: string;
  startedFrom: number;
  endedAt: number;
}

/** Watch reports and the view counter. */
export class ViewRepository {
  /**
   * Starts a new counting window for the user and post when there is none or the last one is
   * older than POST.viewWindowHours, in one atomic upsert: true when this view counts.
   */
  async openWindow(trx: Db, postId: string, userId: string): Promise<boolean> {
    const row = await trx
      .insertInto('post_view_windows')
      .values({ post_id: postId, user_id: userId })
      .onConflict((oc) =>
        oc
          .columns(['post_id', 'user_id'])
          .doUpdateSet({ counted_at: sql<Date>`now()` })
          .where(
            'post_view_windows.counted_at',
            '<=',
            sql<Date>`now() - make_interval(hours => ${POST.viewWindowHours})`,
          ),
      )
      .returning('post_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The post's view count, one higher when `increment`. */
  async viewsCount(trx: Db, postId: string, increment: boolean): Promise<number> {
    const row = increment
      ? await trx
          .updateTable('posts')
          .set((eb) => ({ views_count: eb('views_count', '+', 1) }))
          .where('id', '=', postId)
          .returning('views_count')
          .executeTakeFirstOrThrow()
      : await trx.selectFrom('posts').select('views_count').where('id', '=', postId).executeTakeFirstOrThrow();
    return row.views_count;
  }

  /** Every report is kept, counted or not, for watch-time figures. */
  async log(trx: Db, report: WatchReport, counted: boolean): Promise<void> {
    await trx
      .insertInto('post_views')
      .values({
        post_id: report.postId,
        user_id: report.userId,
        started_from: report.startedFrom,
        ended_at: report.endedAt,
        counted,
      })
      .execute();
  }
}
