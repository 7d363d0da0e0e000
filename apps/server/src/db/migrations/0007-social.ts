import { FOLDER } from '@plaza/contract';
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const id = (c: ColumnDefinitionBuilder) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
const now = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const user = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');

/**
 * Comments and their likes, saved-post folders, contacts, blocks, notifications and presence.
 * Counters (a comment's likes and replies, the post's comments) are kept on the row they count and
 * change in the same transaction. A contact is two rows, one per side, so "my contacts" is one
 * indexed lookup. Every user has a folder from the start: a trigger adds it to each new account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_comments')
    .addColumn('id', 'uuid', id)
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('parent_id', 'uuid', (c) => c.references('post_comments.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', user)
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('likes_count', 'integer', zero)
    .addColumn('reply_count', 'integer', zero)
    .addColumn('edited', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create index post_comments_top_new_idx on post_comments (post_id, created_at desc, id desc) where parent_id is null`.execute(
    db,
  );
  await sql`create index post_comments_top_liked_idx on post_comments (post_id, likes_count desc, created_at desc) where parent_id is null`.execute(
    db,
  );
  await sql`create index post_comments_replies_idx on post_comments (parent_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('post_comment_likes')
    .addColumn('comment_id', 'uuid', (c) => c.notNull().references('post_comments.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', user)
    .addColumn('created_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('post_comment_likes_pkey', ['comment_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('post_folders')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', user)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('post_folders_user_idx').on('post_folders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('post_folder_items')
    .addColumn('id', 'uuid', id)
    .addColumn('folder_id', 'uuid', (c) => c.notNull().references('post_folders.id').onDelete('cascade'))
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('post_folder_items_folder_post_key', ['folder_id', 'post_id'])
    .execute();
  await sql`create index post_folder_items_folder_created_idx on post_folder_items (folder_id, created_at desc)`.execute(
    db,
  );
  await db.schema.createIndex('post_folder_items_post_idx').on('post_folder_items').column('post_id').execute();

  await sql`
    create function add_default_folder() returns trigger language plpgsql as $$
    begin
      insert into post_folders (user_id, title) values (new.id, ${sql.lit(FOLDER.defaultTitle)});
      return new;
    end $$`.execute(db);
  await sql`create trigger users_default_folder after insert on users for each row execute function add_default_folder()`.execute(
    db,
  );
  await sql`insert into post_folders (user_id, title) select id, ${FOLDER.defaultTitle} from users`.execute(db);

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', user)
    .addColumn('contact_user_id', 'uuid', user)
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('contacts_user_contact_key', ['user_id', 'contact_user_id'])
    .execute();
  await db.schema.createIndex('contacts_contact_user_idx').on('contacts').column('contact_user_id').execute();

  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'uuid', user)
    .addColumn('blocked_id', 'uuid', user)
    .addColumn('created_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('user_blocks_pkey', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('user_blocks_blocked_idx').on('user_blocks').column('blocked_id').execute();

  // A contact invitation to a member names them, so it survives an e-mail change; one by e-mail
  // to someone without an account reaches whoever registers with that address.
  await db.schema
    .alterTable('invitations')
    .addColumn('invitee_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', user)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'uuid', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('comment_id', 'uuid', (c) => c.references('post_comments.id').onDelete('cascade'))
    .addColumn('invitation_id', 'uuid', (c) => c.references('invitations.id').onDelete('cascade'))
    .addColumn('message', 'text')
    // Set for events that must notify once (a like liked again): unique per recipient.
    .addColumn('dedupe_key', 'text')
    .addColumn('viewed_at', 'timestamptz')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await sql`create index notifications_user_created_idx on notifications (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index notifications_unviewed_idx on notifications (user_id) where viewed_at is null`.execute(db);
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(db);
  await sql`create unique index notifications_dedupe_key on notifications (user_id, dedupe_key) where dedupe_key is not null`.execute(
    db,
  );

  await db.schema.alterTable('users').addColumn('last_online_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_online_at').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.alterTable('invitations').dropColumn('invitee_id').execute();
  await sql`drop trigger users_default_folder on users`.execute(db);
  await sql`drop function add_default_folder()`.execute(db);
  for (const table of [
    'user_blocks',
    'contacts',
    'post_folder_items',
    'post_folders',
    'post_comment_likes',
    'post_comments',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
