import { sql, type Kysely } from 'kysely';

/**
 * Counts of public posts per channel, and of public posts without a channel, kept by triggers on
 * posts whoever writes them. The feed's total is then a sum over the channels the caller may
 * see instead of a scan of every visible post (features/posts/feed-count.ts): counting 80,000
 * rows takes longer than the whole page may.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table channel_post_counts (
    channel_id uuid primary key references channels(id) on delete cascade,
    public_posts integer not null default 0
  )`.execute(db);
  // One row: public posts shared from their authors' profiles (no channel).
  await sql`create table profile_post_counts (
    id boolean primary key default true check (id),
    public_posts integer not null default 0
  )`.execute(db);

  await sql`create function count_public_post(channel uuid, delta integer) returns void
    language plpgsql as $$
    begin
      if channel is null then
        insert into profile_post_counts (id, public_posts) values (true, delta)
          on conflict (id) do update set public_posts = profile_post_counts.public_posts + delta;
      elsif delta > 0 then
        insert into channel_post_counts (channel_id, public_posts) values (channel, delta)
          on conflict (channel_id) do update set public_posts = channel_post_counts.public_posts + delta;
      else
        -- Not an upsert: when a channel is deleted its posts go with it, and its count row may
        -- be gone already.
        update channel_post_counts set public_posts = public_posts + delta where channel_id = channel;
      end if;
    end $$`.execute(db);

  await sql`create function posts_public_count() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.public then perform count_public_post(old.channel_id, -1); end if;
      if tg_op <> 'DELETE' and new.public then perform count_public_post(new.channel_id, 1); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger posts_public_count_rows after insert or delete on posts
    for each row execute function posts_public_count()`.execute(db);
  await sql`create trigger posts_public_count_update after update of public, channel_id on posts
    for each row when (old.public is distinct from new.public or old.channel_id is distinct from new.channel_id)
    execute function posts_public_count()`.execute(db);

  await sql`insert into channel_post_counts (channel_id, public_posts)
    select channel_id, count(*) from posts where public and channel_id is not null group by channel_id`.execute(db);
  await sql`insert into profile_post_counts (id, public_posts)
    select true, count(*) from posts where public and channel_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger posts_public_count_update on posts`.execute(db);
  await sql`drop trigger posts_public_count_rows on posts`.execute(db);
  await sql`drop function posts_public_count()`.execute(db);
  await sql`drop function count_public_post(uuid, integer)`.execute(db);
  await sql`drop table profile_post_counts`.execute(db);
  await sql`drop table channel_post_counts`.execute(db);
}
