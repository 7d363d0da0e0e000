import { sql, type Kysely } from 'kysely';

/**
 * The words of post titles, each once, with a trigram index: a misspelt search word is looked
 * up here (a few thousand short rows) to find the title words it is close to, and the posts are
 * then matched by those words through the full-text index. Before, the typo path tested the
 * trigram similarity of every title the trigram index offered (1% of all posts for 'guiter'),
 * row by row. Kept by triggers: a set-based one per insert statement (a bulk insert adds its
 * words in one upsert) and a row one when a title changes. Words are never removed: a word no
 * title holds any more matches no post, it only costs a row. The posts' title trigram index
 * (0005) served the old typo path only and goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table post_title_words (word text primary key)`.execute(db);
  await sql`create index post_title_words_trgm_idx on post_title_words using gin (word gin_trgm_ops)`.execute(db);

  // The same words as the title's part of posts.search_vector; none longer than a word can be.
  // In word order, so concurrent inserts take the same keys in the same order.
  const words = (from: string, title: string) =>
    sql.raw(`insert into post_title_words (word)
      select distinct w from ${from} unnest(tsvector_to_array(to_tsvector('simple', ${title}))) w
      where length(w) <= 64 order by w on conflict do nothing`);
  await sql`create function post_title_words_inserted() returns trigger language plpgsql as $$
    begin ${words('inserted_posts,', 'title')}; return null; end $$`.execute(db);
  await sql`create trigger post_title_words_insert after insert on posts
    referencing new table as inserted_posts for each statement execute function post_title_words_inserted()`.execute(
    db,
  );
  // A row trigger: a statement one would capture every update of the post's counters too.
  await sql`create function post_title_words_renamed() returns trigger language plpgsql as $$
    begin ${words('', 'new.title')}; return null; end $$`.execute(db);
  await sql`create trigger post_title_words_update after update of title on posts
    for each row when (old.title is distinct from new.title) execute function post_title_words_renamed()`.execute(db);

  await sql`${words('posts,', 'title')}`.execute(db);
  await sql`drop index posts_title_trgm_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index posts_title_trgm_idx on posts using gin (title gin_trgm_ops)`.execute(db);
  await sql`drop trigger post_title_words_update on posts`.execute(db);
  await sql`drop trigger post_title_words_insert on posts`.execute(db);
  await sql`drop function post_title_words_renamed()`.execute(db);
  await sql`drop function post_title_words_inserted()`.execute(db);
  await sql`drop table post_title_words`.execute(db);
}
