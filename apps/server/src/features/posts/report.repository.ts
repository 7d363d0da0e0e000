import type { ReportReason } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { Page } from '../../lib/paging.js';

export interface NewReport {
  postId: string;
  userId: string;
  reason: ReportReason;
  details: string;
}

/** Reports of posts to the moderators. */
export class ReportRepository {
  constructor(private readonly db: Db) {}

  /** Files a report; a user's second open report of the same post is not stored again. */
  async create(report: NewReport): Promise<void> {
    await this.db
      .insertInto('post_reports')
      .values({
        post_id: report.postId,
        reported_by: report.userId,
        reason: report.reason,
        details: report.details,
      })
      .onConflict((oc) => oc.columns(['post_id', 'reported_by']).where('resolved_at', 'is', null).doNothing())
      .execute();
  }

  private open() {
    return this.db.selectFrom('post_reports as r').where('r.resolved_at', 'is', null);
  }

  /** One page of open reports, newest first, with their post and the people involved. */
  async openPage(page: Page) {
    const rows = this.open()
      .innerJoin('posts as p', 'p.id', 'r.post_id')
      .innerJoin('users as rb', 'rb.id', 'r.reported_by')
      .innerJoin('users as a', 'a.id', 'p.created_by')
      .select([
        'r.id',
        'r.reason',
        'r.details',
        'r.created_at',
        'rb.id as reporter_id',
        'rb.full_name as reporter_full_name',
        'rb.user_name as reporter_user_name',
        'rb.display_photo as reporter_display_photo',
        'p.id as post_id',
        'p.title as post_title',
        'p.slug as post_slug',
        'p.thumbnail as post_thumbnail',
        'p.public as post_public',
        'a.id as author_id',
        'a.full_name as author_full_name',
        'a.user_name as author_user_name',
        'a.display_photo as author_display_photo',
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.skip)
      .execute();
    const count = this.open()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const [list, counted] = await Promise.all([rows, count]);
    return { rows: list, total: Number(counted.n) };
  }

  /** Closes an open report; false when there is no open report with this id. */
  async dismiss(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('post_reports')
      .set({ resolved_at: new Date() })
      .where('id', '=', id)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

export type ReportRow = Awaited<ReturnType<ReportRepository['openPage']>>['rows'][number];
