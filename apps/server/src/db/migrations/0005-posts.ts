import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const id = (c: ColumnDefinitionBuilder) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
const now = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

/**
 * Video posts, their reactions, views and reports, and each user's pinned post. Counters are kept
 * on the post (updated in the same transaction as the row they count) so the feed can sort and
 * page without aggregating. Search: a weighted tsvector with a GIN index, and trigrams on the
 * title for typos (pg_trgm, which PGlite loads as an extension).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('posts')
    .addColumn('id', 'uuid', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('video'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'uuid', (c) => c.references('channels.id').onDelete('cascade'))
    // The channel's zone, copied so zone timelines filter on one indexed column.
    .addColumn('zone_id', 'uuid', (c) => c.references('zones.id').onDelete('cascade'))
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('allow_dislike', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('allow_comments', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('streaming', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('live_stream', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('video_name', 'text', (c) => c.notNull())
    .addColumn('media_status', 'text', (c) => c.notNull().defaultTo('processing'))
    .addColumn('media_error', 'text')
    .addColumn('duration_seconds', 'double precision')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // Rendition heights, comma-separated ('360,720'); empty until transcoded.
    .addColumn('renditions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail', 'text')
    .addColumn('hls_playlist', 'text')
    .addColumn('likes_count', 'integer', zero)
    .addColumn('dislikes_count', 'integer', zero)
    .addColumn('views_count', 'integer', zero)
    .addColumn('comments_count', 'integer', zero)
    .addColumn('live_viewers_count', 'integer', zero)
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .addColumn('search_vector', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'B')`,
        )
        .stored(),
    )
    .execute();
  await sql`create index posts_created_idx on posts (created_at desc, id desc)`.execute(db);
  await sql`create index posts_channel_created_idx on posts (channel_id, created_at desc)`.execute(db);
  await sql`create index posts_zone_created_idx on posts (zone_id, created_at desc)`.execute(db);
  await sql`create index posts_author_created_idx on posts (created_by, created_at desc)`.execute(db);
  await sql`create index posts_popular_idx on posts (views_count desc, created_at desc)`.execute(db);
  await sql`create index posts_streaming_idx on posts (created_at desc) where streaming`.execute(db);
  await sql`create index posts_search_idx on posts using gin (search_vector)`.execute(db);
  await sql`create index posts_title_trgm_idx on posts using gin (title gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('post_reactions')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('post_reactions_pkey', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('post_reactions_user_idx').on('post_reactions').column('user_id').execute();

  // When each user's view of a post last counted: one row per pair, so the 12-hour rule is one upsert.
  await db.schema
    .createTable('post_view_windows')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('counted_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('post_view_windows_pkey', ['post_id', 'user_id'])
    .execute();

  // Every watch report (pause, seek, end, leave), for watch-time statistics.
  await db.schema
    .createTable('post_views')
    .addColumn('id', 'uuid', id)
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('started_from', 'double precision', (c) => c.notNull())
    .addColumn('ended_at', 'integer', (c) => c.notNull())
    .addColumn('counted', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('post_views_post_idx').on('post_views').column('post_id').execute();

  await db.schema
    .createTable('post_reports')
    .addColumn('id', 'uuid', id)
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('reported_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  await sql`create unique index post_reports_open_key on post_reports (post_id, reported_by) where resolved_at is null`.execute(
    db,
  );
  await sql`create index post_reports_open_idx on post_reports (created_at desc) where resolved_at is null`.execute(db);

  await db.schema
    .alterTable('users')
    .addColumn('featured_post_id', 'uuid', (c) => c.references('posts.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('featured_post_id').execute();
  for (const table of ['post_reports', 'post_views', 'post_view_windows', 'post_reactions', 'posts']) {
    await db.schema.dropTable(table).execute();
  }
}
