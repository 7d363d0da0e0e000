import type { ChatAttachment } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Runner } from '../community/membership.repository.js';

/**
 * Images sent with messages: uploaded first (owned by the uploader, attached to nothing), then
 * claimed by the message that sends them. Served only to the parties of that message's
 * conversation (or, before it is sent, to the uploader).
 */
export class ChatAttachments {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Attaches the sender's unsent uploads to the message, in the given order, inside the sending
   * transaction. ATTACHMENT_NOT_FOUND when a name is not an unsent upload of this user.
   */
  async claim(_trx: Runner, _userId: string, _names: readonly string[], _messageId: string): Promise<ChatAttachment[]> {
    throw new AppError('INTERNAL_ERROR');
  }
}
