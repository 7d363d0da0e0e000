import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001-users-and-sessions.js';
import * as m0002 from './migrations/0002-mail-and-tokens.js';
import * as m0003 from './migrations/0003-api-credentials.js';
import * as m0004 from './migrations/0004-zones-and-channels.js';
import * as m0005 from './migrations/0005-posts.js';
import * as m0006 from './migrations/0006-post-counts.js';
import * as m0007 from './migrations/0007-social.js';
import * as m0008 from './migrations/0008-chat.js';
import * as m0009 from './migrations/0009-wallet.js';
import * as m0010 from './migrations/0010-third-party.js';
import * as m0013 from './migrations/0013-wallet-nonce-origin.js';
import * as m0014 from './migrations/0014-jobs-dead-state.js';
import * as m0015 from './migrations/0015-post-title-words.js';
import * as m0016 from './migrations/0016-chat-message-kind.js';
import * as m0017 from './migrations/0017-stream-keys.js';
import * as m0018 from './migrations/0018-meetings.js';

/** Migrations are listed in code (not read from disk) so they work the same from any build. */
const migrations: Record<string, Migration> = {
  '0001-users-and-sessions': m0001,
  '0002-mail-and-tokens': m0002,
  '0003-api-credentials': m0003,
  '0004-zones-and-channels': m0004,
  '0005-posts': m0005,
  '0006-post-counts': m0006,
  '0007-social': m0007,
  '0008-chat': m0008,
  '0009-wallet': m0009,
  '0010-third-party': m0010,
  '0013-wallet-nonce-origin': m0013,
  '0014-jobs-dead-state': m0014,
  '0015-post-title-words': m0015,
  '0016-chat-message-kind': m0016,
  '0017-stream-keys': m0017,
  '0018-meetings': m0018,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
