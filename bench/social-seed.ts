// Seeds comments, contacts, notifications and folders on top of the feed's data set (set-based SQL).
import { BENCH_USER, type Exec } from './posts-seed.js';

export const SOCIAL = { topComments: 10_000, replies: 10_000, busyThreads: 100, contacts: 500, notifications: 10_000 };

const me = `(select id from users where user_name = '${BENCH_USER.userName}')`;
/** The newest public post without a channel: everyone may see it. */
const hotPost = `(select id from posts where channel_id is null and public order by created_at desc limit 1)`;

export async function seedSocial(exec: Exec): Promise<void> {
  await exec(`with u as (select id, row_number() over (order by id) - 1 as n from users)
    insert into post_comments (post_id, created_by, comment, likes_count, created_at, updated_at)
    select ${hotPost}, u.id, 'Comment number ' || i || ' on this video', (i * 7919) % 300,
      now() - make_interval(secs => ${SOCIAL.topComments} - i), now() - make_interval(secs => ${SOCIAL.topComments} - i)
    from generate_series(1, ${SOCIAL.topComments}) i join u on u.n = (i * 13) % 10000`);
  // Replies spread over the most recent threads, the way a busy discussion gathers.
  await exec(`with t as (select id, row_number() over (order by created_at desc) - 1 as n from post_comments
      where parent_id is null order by created_at desc limit ${SOCIAL.busyThreads}),
      u as (select id, row_number() over (order by id) - 1 as n from users)
    insert into post_comments (post_id, parent_id, created_by, comment, created_at, updated_at)
    select ${hotPost}, t.id, u.id, 'A reply, number ' || i, now() - make_interval(secs => ${SOCIAL.replies} - i), now()
    from generate_series(1, ${SOCIAL.replies}) i
      join t on t.n = i % ${SOCIAL.busyThreads} join u on u.n = (i * 31) % 10000`);
  await exec(`update post_comments c set reply_count = r.n
    from (select parent_id, count(*) as n from post_comments where parent_id is not null group by parent_id) r
    where c.id = r.parent_id`);
  await exec(`update posts set comments_count = ${SOCIAL.topComments + SOCIAL.replies} where id = ${hotPost}`);
  await exec(`insert into post_comment_likes (comment_id, user_id)
    select id, ${me} from post_comments where likes_count % 10 = 0`);
  await exec(`with u as (select id from users where id <> ${me} order by id limit ${SOCIAL.contacts})
    insert into contacts (user_id, contact_user_id) select ${me}, u.id from u
    union all select u.id, ${me} from u`);
  await exec(`with u as (select id, row_number() over (order by id) - 1 as n from users)
    insert into notifications (user_id, type, created_by, post_id, viewed_at, read_at, created_at)
    select ${me}, (array['post','post_like','post_comment','contact_request_received'])[1 + i % 4], u.id, ${hotPost},
      case when i % 3 = 0 then null else now() end, case when i % 2 = 0 then null else now() end,
      now() - make_interval(secs => ${SOCIAL.notifications} - i)
    from generate_series(1, ${SOCIAL.notifications}) i join u on u.n = (i * 17) % 10000`);
  await exec(`insert into post_folders (user_id, title) select ${me}, 'Folder ' || k from generate_series(1, 20) k`);
  await exec(`insert into post_folder_items (folder_id, post_id)
    select f.id, p.id from post_folders f
      cross join lateral (select id from posts where public and channel_id is null order by created_at desc limit 50) p
    where f.user_id = ${me}`);
}
