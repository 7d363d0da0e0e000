import type { OutboxMail } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { Page } from '../../lib/paging.js';
import type { Mail } from './mail.templates.js';

/** Mail kept in the database when no SMTP server is configured; only the super admin reads it. */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(mail: Mail): Promise<void> {
    await this.db
      .insertInto('mail_outbox')
      .values({ to_address: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      .execute();
  }

  /** One page, newest first. */
  async page(page: Page): Promise<{ rows: OutboxMail[]; total: number }> {
    const rows = this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.skip)
      .execute();
    const count = this.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const [list, counted] = await Promise.all([rows, count]);
    return {
      rows: list.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        createdOn: row.created_at.toISOString(),
      })),
      total: Number(counted.n),
    };
  }
}
