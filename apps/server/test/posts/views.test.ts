import { POST, api } from '@plaza/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, signedInUser } from '../support/channels.js';
import { countRows, insertPost, postRow } from '../support/posts.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];

async function world() {
  const author = await signedInUser(server, 'Author');
  const viewer = await signedInUser(server, 'Viewer');
  const post = await insertPost(server, author.user.id, { viewsCount: 10 });
  return { author, viewer, post };
}

const report = (client: Client, postId: string, startedFrom = 0, endedAt = 5) =>
  client.call(api.posts.viewStats, { body: { postId, startedFrom, endedAt } });

/** Moves the user's last counted view of the post back by this many hours. */
async function ageWindow(postId: string, userId: string, hours: number) {
  await server.db
    .updateTable('post_view_windows')
    .set({ counted_at: sql<Date>`now() - make_interval(hours => ${hours})` })
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .execute();
}

describe('POST /post/video/stats/views', () => {
  it(`counts a user's view once per ${POST.viewWindowHours} hours and logs every report`, async () => {
    const { viewer, post } = await world();
    const first = await report(viewer.client, post.id, 0, 4);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ counted: true, viewsCount: 11 });
    expect((await report(viewer.client, post.id, 4, 9)).body).toEqual({ counted: false, viewsCount: 11 });

    await ageWindow(post.id, viewer.user.id, POST.viewWindowHours - 1);
    expect((await report(viewer.client, post.id)).body).toEqual({ counted: false, viewsCount: 11 });
    await ageWindow(post.id, viewer.user.id, POST.viewWindowHours + 1);
    expect((await report(viewer.client, post.id)).body).toEqual({ counted: true, viewsCount: 12 });
    // The new window starts now.
    expect((await report(viewer.client, post.id)).body).toEqual({ counted: false, viewsCount: 12 });

    expect((await postRow(server, post.id))!.views_count).toBe(12);
    const logged = await server.db
      .selectFrom('post_views')
      .select(['started_from', 'ended_at', 'counted'])
      .where('user_id', '=', viewer.user.id)
      .orderBy('created_at')
      .execute();
    expect(logged).toHaveLength(5);
    expect(logged.slice(0, 2)).toEqual([
      { started_from: 0, ended_at: 4, counted: true },
      { started_from: 4, ended_at: 9, counted: false },
    ]);
    expect(logged.map((l) => l.counted)).toEqual([true, false, false, true, false]);
  });

  it("counts each user's view on its own, the author's too", async () => {
    const { author, viewer, post } = await world();
    await report(viewer.client, post.id);
    const own = await report(author.client, post.id);
    expect(own.body).toEqual({ counted: true, viewsCount: 12 });
    expect(await countRows(server, 'post_view_windows')).toBe(2);
  });

  it('counts one view of many simultaneous reports by one user', async () => {
    const { viewer, post } = await world();
    const replies = await Promise.all(Array.from({ length: 5 }, () => report(viewer.client, post.id)));
    expect(replies.filter((r) => r.body.counted)).toHaveLength(1);
    expect((await postRow(server, post.id))!.views_count).toBe(11);
  });

  const WEEK = POST.watchSecondsMax;

  it('takes progress up to a week into a video', async () => {
    const { viewer, post } = await world();
    const res = await report(viewer.client, post.id, WEEK - 1, WEEK);
    expect(res.status).toBe(200);
    expect(WEEK).toBe(604_800);
  });

  it('answers 400 with the messages for bad progress, and writes nothing', async () => {
    const { viewer, post } = await world();
    const cases: [unknown, string[]][] = [
      [{ postId: post.id, startedFrom: -1, endedAt: 3 }, ['This field must be bigger than or equal to 0']],
      [{ postId: post.id, startedFrom: 0, endedAt: 2.5 }, ['Ended at must be a whole number of seconds (rounded up)']],
      [{ postId: post.id, startedFrom: 5, endedAt: 3 }, ['Ended at must not be before started from']],
      [{ postId: post.id, startedFrom: 'a', endedAt: 3 }, ['Started from must be a number']],
      [{ postId: 'x', startedFrom: 0, endedAt: 3 }, ['Post id must be a valid id']],
      // Past a PostgreSQL integer: this was a 500.
      [{ postId: post.id, startedFrom: 0, endedAt: 2 ** 31 }, [`This field must be smaller than or equal to ${WEEK}`]],
      [
        { postId: post.id, startedFrom: 1e308, endedAt: 3 },
        [`This field must be smaller than or equal to ${WEEK}`, 'Ended at must not be before started from'],
      ],
    ];
    for (const [body, messages] of cases) {
      const res = await viewer.client.call(api.posts.viewStats, { body: body as never });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
    expect(await countRows(server, 'post_views')).toBe(0);
    expect((await postRow(server, post.id))!.views_count).toBe(10);
  });

  it('answers POST_NOT_FOUND for an unknown post and 401 signed out', async () => {
    const { viewer, post } = await world();
    const missing = await report(viewer.client, MISSING_ID);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('POST_NOT_FOUND');
    expect((await report(server.client(), post.id)).status).toBe(401);
    expect(await countRows(server, 'post_views')).toBe(0);
  });
});
