// Seeds the feed benchmark's data set with set-based SQL (insert ... select from generate_series):
// users, zones with their roles, channels, follows, and posts spread over a year. Deterministic
// "random" choices (multiplicative hashes of the row number) keep runs comparable.
import { DEFAULT_CHANNEL_PERMISSIONS, DEFAULT_ZONE_PERMISSIONS, ROLE_CODES } from '@plaza/contract';

/** Runs one statement with $1... parameters: pg's client and PGlite both have this shape. */
export type Exec = (text: string, params?: unknown[]) => Promise<unknown>;

export const SEED = { users: 10_000, channels: 1_000, channelsPerZone: 10, posts: 100_000, follows: 5 };
/** The user the benchmark signs in as: follows 20 channels, some of them private. */
export const BENCH_USER = { userName: 'bench_user_1', email: 'bench-1@plaza.test', password: 'bench-password' };

const WORDS = (
  'holiday summer winter travel cooking pasta music guitar piano concert football tennis running ' +
  'mountain river ocean beach forest city night morning coffee garden flowers birds cats dogs ' +
  'science space rocket planet history museum painting drawing photo camera drone review unboxing ' +
  'tutorial lesson language french spanish german math physics chemistry coding typescript database ' +
  'gaming speedrun strategy puzzle chess family wedding birthday party dance yoga fitness workout ' +
  'recipe bread cake soup salad market street festival parade interview podcast news weather storm'
).split(' ');

/** 1,000 made-up words for the rest of titles and descriptions (3 syllables of 10). */
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'te', 'su', 've', 'no', 'pi', 'da'];
const MADE_UP = SYLLABLES.flatMap((a) => SYLLABLES.flatMap((b) => SYLLABLES.map((c) => a + b + c)));

const flags = (p: Record<string, boolean>) => Object.values(p).map((v) => (v ? 'true' : 'false'));

/** Every built-in role of every zone and channel, in two statements. */
async function insertRoles(exec: Exec): Promise<void> {
  const zoneRoles = ROLE_CODES.map((code) => `('${code}', ${flags(DEFAULT_ZONE_PERMISSIONS[code]).join(', ')})`);
  await exec(`insert into zone_roles (zone_id, role_code, can_create_channel, can_invite, can_delete, can_edit, can_manage_role)
    select z.id, r.* from zones z cross join (values ${zoneRoles.join(', ')}) r`);
  const channelRoles = ROLE_CODES.map((code) => `('${code}', ${flags(DEFAULT_CHANNEL_PERMISSIONS[code]).join(', ')})`);
  await exec(`insert into channel_roles (channel_id, role_code, can_invite, can_delete, can_edit, can_manage_role)
    select c.id, r.* from channels c cross join (values ${channelRoles.join(', ')}) r`);
}

/** Each user follows a few channels (the bench user 20) and joins their zones as USER. */
async function insertFollows(exec: Exec): Promise<void> {
  await exec(`with u as (select id, row_number() over (order by created_at, id) as n from users),
      c as (select id, row_number() over (order by name) - 1 as n from channels),
      picks as (
        select u.id as user_id, (u.n * 7919 + k * 104729) % ${SEED.channels} as n
        from u cross join generate_series(0, ${SEED.follows - 1}) k
        union
        select (select id from users where user_name = '${BENCH_USER.userName}'), k * 47 % ${SEED.channels}
        from generate_series(0, 19) k)
    insert into user_channels (user_id, channel_id, channel_role_id)
    select distinct picks.user_id, c.id, r.id from picks
      join c on c.n = picks.n
      join channel_roles r on r.channel_id = c.id and r.role_code = 'USER'`);
  await exec(`insert into user_zones (user_id, zone_id, zone_role_id)
    select distinct uc.user_id, c.zone_id, r.id from user_channels uc
      join channels c on c.id = uc.channel_id
      join zone_roles r on r.zone_id = c.zone_id and r.role_code = 'USER'
    on conflict do nothing`);
}

const POST_BATCH = 50_000;

/**
 * Posts over the last year: 1 in 10 without a channel, 1 in 20 private, 1 in 500 live. A title
 * is a topic word ($1) and two made-up words ($2), so a search for a topic matches 1% of posts.
 */
async function insertPosts(exec: Exec, posts: number): Promise<void> {
  const pick = (list: string, size: number, factor: number) =>
    `(string_to_array(${list}, ' '))[(1 + (i * ${factor} + i / 7) % ${size})::int]`;
  const topic = pick('$1', WORDS.length, 31);
  const word = (factor: number) => pick('$2', MADE_UP.length, factor);
  // Newer rows later in the table, as posts arrive; spread over a year (315 s apart for 100k).
  const [gap, jitter] = [315, 300].map((s) => Math.max(1, Math.round((s * SEED.posts) / posts)));
  const createdAt = `now() - make_interval(secs => (${posts} - i) * ${gap} + (i * 7919) % ${jitter})`;
  // In statements of 50,000: the post-count triggers (migration 0006) update the same 1,000
  // counter rows for every post, and within one statement their row versions pile up.
  for (let from = 1; from <= posts; from += POST_BATCH) {
    const to = Math.min(posts, from + POST_BATCH - 1);
    await exec(
      `with u as (select id, row_number() over (order by created_at, id) - 1 as n from users),
      c as (select id, zone_id, row_number() over (order by name) - 1 as n from channels)
    insert into posts (slug, title, description, created_by, channel_id, zone_id, public, streaming,
      live_stream, video_name, media_status, duration_seconds, width, height, renditions, thumbnail,
      hls_playlist, views_count, likes_count, created_at, updated_at)
    select 'bench-' || i, initcap(${topic}) || ' ' || ${word(17)} || ' ' || ${word(13)},
      'A video about ' || ${word(7)} || ' and ' || ${word(3)} || '.',
      u.id, c.id, c.zone_id, i % 20 <> 0, i % 500 = 0, i % 500 = 0, 'original.mp4', 'ready',
      30 + i % 600, 1280, 720, '360,720', 'thumbnail.jpg', 'master.m3u8',
      (i * 7919) % 5000, (i * 31) % 200, ${createdAt}, ${createdAt}
    from generate_series(${from}::bigint, ${to}) i
      join u on u.n = (i * 7) % ${SEED.users}
      left join c on c.n = (i * 13) % ${SEED.channels} and i % 10 <> 0`,
      [WORDS.join(' '), MADE_UP.join(' ')],
    );
  }
}

/**
 * Inserts the posts with the table's secondary indexes dropped and built again after: one sort
 * per index instead of a million index insertions (1M posts in about a minute, not many).
 */
async function insertPostsUnindexed(exec: Exec, posts: number): Promise<void> {
  // Parameters (none) make both drivers answer rows: pg's query and PGlite's query.
  const { rows } = (await exec(
    `select indexname, indexdef from pg_indexes where tablename = 'posts' and indexdef not like 'CREATE UNIQUE%'`,
    [],
  )) as { rows: { indexname: string; indexdef: string }[] };
  for (const { indexname } of rows) await exec(`drop index ${indexname}`);
  await insertPosts(exec, posts);
  for (const { indexdef } of rows) await exec(indexdef);
}

/** Fills an empty, migrated database (`posts` of them: 1M for the search bench); answers how long each part took. */
export async function seedFeed(exec: Exec, passwordHash: string, posts = SEED.posts): Promise<string[]> {
  const timings: string[] = [];
  const timed = async (label: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    timings.push(`${label} ${Math.round(performance.now() - started)} ms`);
  };
  await timed(`${SEED.users} users`, () =>
    exec(
      `insert into users (full_name, user_name, email, password_hash, email_verified_at, created_at)
      select 'Bench User ' || i, 'bench_user_' || i, 'bench-' || i || '@plaza.test', $1, now(),
        now() - make_interval(secs => ${SEED.users} - i)
      from generate_series(1, ${SEED.users}) i`,
      [passwordHash],
    ),
  );
  const zones = SEED.channels / SEED.channelsPerZone;
  await timed(`${zones} zones, ${SEED.channels} channels, roles and follows`, async () => {
    await exec(`insert into zones (name, subdomain, public)
      select 'Bench zone ' || lpad(i::text, 3, '0'), 'bench-zone-' || i, i % 10 <> 0
      from generate_series(1, ${zones}) i`);
    await exec(`insert into channels (zone_id, name, public)
      select z.id, z.name || ' channel ' || lpad(k::text, 2, '0'), k % 7 <> 0
      from zones z cross join generate_series(1, ${SEED.channelsPerZone}) k`);
    await insertRoles(exec);
    await insertFollows(exec);
  });
  await timed(`${posts} posts`, () => insertPostsUnindexed(exec, posts));
  // As autovacuum would have by now: GIN pending lists merged, visibility map and statistics.
  await timed('vacuum analyze', () => exec('vacuum analyze'));
  return timings;
}
