import type { OutboxMail } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { Mail } from './mail.templates.js';

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(mail: Mail): Promise<void> {
    await this.db
      .insertInto('mail_outbox')
      .values({ to_address: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      .execute();
  }

  async recent(limit: number): Promise<OutboxMail[]> {
    const rows = await this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text,
      html: row.html,
      createdOn: row.created_at.toISOString(),
    }));
  }
}
