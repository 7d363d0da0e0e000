import type { Readable } from 'node:stream';
import { CHAT_ATTACHMENT, type ChatAttachment } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { Storage } from '../../lib/storage.js';
import { visiblePosts } from '../posts/post.queries.js';
import type { ImageConverter } from '../photos/image-converter.js';
import { ChatAttachmentStore } from './chat-attachment.store.js';

/**
 * Images sent with messages: uploaded first (owned by the uploader, attached to nothing), then
 * claimed by the message that sends them. Served only to the parties of that message's
 * conversation (or, before it is sent, to the uploader).
 */
export class ChatAttachments {
  private readonly store: ChatAttachmentStore;

  constructor(
    private readonly db: Db,
    storage: Storage,
    private readonly images: ImageConverter,
    log: FastifyBaseLogger,
  ) {
    this.store = new ChatAttachmentStore(storage, images, log);
  }

  /** Where uploads wait while they are converted. */
  get tmpDir(): string {
    return this.images.tmpDir;
  }

  /** Converts and stores an uploaded image as an unsent attachment of the user. */
  async upload(uploader: Actor, uploadPath: string): Promise<ChatAttachment> {
    const name = await this.store.save(uploadPath);
    try {
      await this.db.insertInto('chat_attachments').values({ name, uploaded_by: uploader.user.id }).execute();
    } catch (error) {
      await this.store.remove([name]);
      throw error;
    }
    return { name };
  }

  /**
   * The attachment's bytes, for its uploader before it is sent, and afterwards for the parties of
   * its message: both sides of a direct message, anyone who can see the post of a post message.
   * ATTACHMENT_NOT_FOUND otherwise (also when the message was deleted), so nobody learns it exists.
   */
  async open(reader: Actor, name: string): Promise<Readable> {
    const stream = (await this.mayRead(reader.user.id, name)) ? await this.store.stream(name) : null;
    if (!stream) throw new AppError('ATTACHMENT_NOT_FOUND');
    return stream;
  }

  /**
   * Attaches the sender's unsent uploads to the message, in the given order, inside the sending
   * transaction. ATTACHMENT_NOT_FOUND when a name is not an unsent upload of this user.
   */
  async claim(trx: Db, userId: string, names: readonly string[], messageId: string): Promise<ChatAttachment[]> {
    if (names.length === 0) return [];
    // Locked, so a second send of the same uploads waits, then finds them claimed.
    const unsent = await trx
      .selectFrom('chat_attachments')
      .select('name')
      .where('name', 'in', [...names])
      .where('uploaded_by', '=', userId)
      .where('message_id', 'is', null)
      .forUpdate()
      .execute();
    // Fewer rows than names also when a name is given twice: it is not two unsent uploads.
    if (unsent.length !== names.length) throw new AppError('ATTACHMENT_NOT_FOUND');
    for (const [position, name] of names.entries()) {
      await trx
        .updateTable('chat_attachments')
        .set({ message_id: messageId, position })
        .where('name', '=', name)
        .execute();
    }
    return names.map((name) => ({ name }));
  }

  /**
   * Forgets the attachments of a message (when it is deleted), inside its transaction; returns
   * their names so the files can be removed with `removeFiles` once it has committed.
   */
  async detach(trx: Db, messageId: string): Promise<string[]> {
    const rows = await trx
      .deleteFrom('chat_attachments')
      .where('message_id', '=', messageId)
      .returning('name')
      .execute();
    return rows.map((row) => row.name);
  }

  async removeFiles(names: readonly string[]): Promise<void> {
    await this.store.remove(names);
  }

  private async mayRead(userId: string, name: string): Promise<boolean> {
    if (!CHAT_ATTACHMENT.namePattern.test(name)) return false;
    const row = await this.db
      .selectFrom('chat_attachments as a')
      .leftJoin('chat_messages as m', 'm.id', 'a.message_id')
      .select(['a.uploaded_by', 'a.message_id', 'm.medium', 'm.created_by', 'm.recipient_id', 'm.post_id', 'm.deleted'])
      .where('a.name', '=', name)
      .executeTakeFirst();
    if (!row) return false;
    if (row.message_id === null) return row.uploaded_by === userId;
    if (row.deleted !== false) return false;
    if (row.medium === 'direct') return row.created_by === userId || row.recipient_id === userId;
    if (row.medium !== 'post' || !row.post_id) return false;
    const post = await visiblePosts(this.db, userId).select('p.id').where('p.id', '=', row.post_id).executeTakeFirst();
    return post !== undefined;
  }
}
