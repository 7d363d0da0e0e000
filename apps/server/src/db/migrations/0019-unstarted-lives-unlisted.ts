import { sql, type Kysely } from 'kysely';

/**
 * A live that has not started (prepared with Go live, or published to but without a first segment:
 * `live_stream`, not `streaming`, its video still the live playlist) is in no feed until it goes
 * live, so the feed's public-post counters (0006) leave it out too: the trigger counts a post when
 * it is public and listed, and runs again when a live starts or ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function post_listed(public boolean, live_stream boolean, streaming boolean, video_name text)
    returns boolean language sql immutable as $$
      select public and not (live_stream and not streaming and video_name = 'live.m3u8')
    $$`.execute(db);
  await sql`create or replace function posts_public_count() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and post_listed(old.public, old.live_stream, old.streaming, old.video_name) then
        perform count_public_post(old.channel_id, -1);
      end if;
      if tg_op <> 'DELETE' and post_listed(new.public, new.live_stream, new.streaming, new.video_name) then
        perform count_public_post(new.channel_id, 1);
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger posts_public_count_update on posts`.execute(db);
  await sql`create trigger posts_public_count_update
    after update of public, channel_id, live_stream, streaming, video_name on posts
    for each row when (
      post_listed(old.public, old.live_stream, old.streaming, old.video_name)
        is distinct from post_listed(new.public, new.live_stream, new.streaming, new.video_name)
      or old.channel_id is distinct from new.channel_id)
    execute function posts_public_count()`.execute(db);
  await recount(db, sql`post_listed(public, live_stream, streaming, video_name)`);
}

async function recount(db: Kysely<unknown>, counted: ReturnType<typeof sql>): Promise<void> {
  await sql`update channel_post_counts set public_posts = 0`.execute(db);
  await sql`insert into channel_post_counts (channel_id, public_posts)
    select channel_id, count(*) from posts where ${counted} and channel_id is not null group by channel_id
    on conflict (channel_id) do update set public_posts = excluded.public_posts`.execute(db);
  await sql`insert into profile_post_counts (id, public_posts)
    select true, count(*) from posts where ${counted} and channel_id is null
    on conflict (id) do update set public_posts = excluded.public_posts`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function posts_public_count() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.public then perform count_public_post(old.channel_id, -1); end if;
      if tg_op <> 'DELETE' and new.public then perform count_public_post(new.channel_id, 1); end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger posts_public_count_update on posts`.execute(db);
  await sql`create trigger posts_public_count_update after update of public, channel_id on posts
    for each row when (old.public is distinct from new.public or old.channel_id is distinct from new.channel_id)
    execute function posts_public_count()`.execute(db);
  await sql`drop function post_listed(boolean, boolean, boolean, text)`.execute(db);
  await recount(db, sql`public`);
}
