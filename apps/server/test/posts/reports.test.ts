import { api } from '@plaza/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, signedInUser } from '../support/channels.js';
import { countRows, insertPost, minutesAgo } from '../support/posts.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

async function world() {
  const author = await signedInUser(server, 'Author');
  const reporter = await signedInUser(server, 'Reporter');
  const admin = await signedInUser(server, 'Admin');
  await server.db.updateTable('users').set({ is_super_admin: true }).where('id', '=', admin.user.id).execute();
  const post = await insertPost(server, author.user.id, { title: 'Reported' });
  return { author, reporter, admin, post };
}

const openReports = () => server.db.selectFrom('post_reports').selectAll().where('resolved_at', 'is', null).execute();

describe('POST /post/report/:postId', () => {
  it('files a report once while it is open; a repeat succeeds without a second row', async () => {
    const { reporter, post } = await world();
    const body = { reason: 'spam' as const, details: 'Selling things' };
    const first = await reporter.client.call(api.postReports.create, { params: { postId: post.id }, body });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true });
    const again = await reporter.client.call(api.postReports.create, {
      params: { postId: post.id },
      body: { reason: 'abuse' },
    });
    expect(again.status).toBe(200);
    expect(await openReports()).toMatchObject([
      { post_id: post.id, reported_by: reporter.user.id, reason: 'spam', details: 'Selling things' },
    ]);
  });

  it('answers 400 with the messages for a bad reason or details, and writes nothing', async () => {
    const { reporter, post } = await world();
    const cases: [unknown, string[]][] = [
      [{ reason: 'boring' }, ['Reason must be one of spam, abuse, sexual, violence, copyright, other']],
      [{}, ['Reason is required']],
      [{ reason: 'other', details: 'x'.repeat(501) }, ['Details: Please enter up to 500 characters long']],
    ];
    for (const [body, messages] of cases) {
      const res = await reporter.client.call(api.postReports.create, {
        params: { postId: post.id },
        body: body as never,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
    expect(await countRows(server, 'post_reports')).toBe(0);
  });

  it('answers POST_NOT_FOUND for an unknown post and 401 signed out', async () => {
    const { reporter, post } = await world();
    const missing = await reporter.client.call(api.postReports.create, {
      params: { postId: MISSING_ID },
      body: { reason: 'spam' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('POST_NOT_FOUND');
    const anonymous = await server.client().call(api.postReports.create, {
      params: { postId: post.id },
      body: { reason: 'spam' },
    });
    expect(anonymous.status).toBe(401);
    expect(await countRows(server, 'post_reports')).toBe(0);
  });

  it('refuses the author reporting their own post (NOT_AUTHORIZED), writing nothing', async () => {
    const { author, post } = await world();
    const own = await author.client.call(api.postReports.create, {
      params: { postId: post.id },
      body: { reason: 'spam' },
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('NOT_AUTHORIZED');
    expect(await countRows(server, 'post_reports')).toBe(0);
  });
});

describe('GET /post/report/list and POST /post/report/dismiss/:id', () => {
  it('lists open reports newest first, paged, with the post and the people involved', async () => {
    const { author, reporter, admin, post } = await world();
    const other = await insertPost(server, author.user.id, { title: 'Other' });
    await reporter.client.call(api.postReports.create, { params: { postId: post.id }, body: { reason: 'spam' } });
    await admin.client.call(api.postReports.create, { params: { postId: other.id }, body: { reason: 'violence' } });
    await sql`update post_reports set created_at = ${minutesAgo(5)} where post_id = ${post.id}`.execute(server.db);

    const res = await admin.client.call(api.postReports.list);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, limit: 10, skip: 0 });
    expect(res.body.data.map((r) => r.post.title)).toEqual(['Other', 'Reported']);
    expect(res.body.data[1]).toMatchObject({
      reason: 'spam',
      details: '',
      reportedBy: { id: reporter.user.id, fullName: 'Reporter' },
      post: {
        id: post.id,
        slug: post.slug,
        thumbnail: 'thumbnail.jpg',
        public: true,
        createdBy: { id: author.user.id, fullName: 'Author' },
      },
    });
    const page = await admin.client.call(api.postReports.list, { query: { limit: 1, skip: 1 } });
    expect(page.body).toMatchObject({ total: 2, limit: 1, skip: 1 });
    expect(page.body.data.map((r) => r.post.title)).toEqual(['Reported']);
  });

  it('dismisses a report: it leaves the list, the post stays, the user may report again', async () => {
    const { reporter, admin, post } = await world();
    await reporter.client.call(api.postReports.create, { params: { postId: post.id }, body: { reason: 'spam' } });
    const [report] = (await admin.client.call(api.postReports.list)).body.data;
    const res = await admin.client.call(api.postReports.dismiss, { params: { id: report!.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await admin.client.call(api.postReports.list)).body).toMatchObject({ data: [], total: 0 });
    expect(await countRows(server, 'posts')).toBe(1);
    const again = await admin.client.call(api.postReports.dismiss, { params: { id: report!.id } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('ROUTE_NOT_FOUND');
    await reporter.client.call(api.postReports.create, { params: { postId: post.id }, body: { reason: 'spam' } });
    expect(await countRows(server, 'post_reports')).toBe(2);
  });

  it('answers ROUTE_NOT_FOUND for an unknown report and 400 for a malformed id', async () => {
    const { admin } = await world();
    const missing = await admin.client.call(api.postReports.dismiss, { params: { id: MISSING_ID } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('ROUTE_NOT_FOUND');
    const bad = await admin.client.call(api.postReports.dismiss, { params: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Report id must be a valid id']);
  });

  it('answers 403 NOT_AUTHORIZED to anyone but the super admin, 401 signed out, and dismisses nothing', async () => {
    const { author, reporter, post } = await world();
    await reporter.client.call(api.postReports.create, { params: { postId: post.id }, body: { reason: 'spam' } });
    const [report] = await openReports();
    for (const client of [author.client, reporter.client]) {
      const list = await client.call(api.postReports.list);
      expect(list.status).toBe(403);
      expect(list.body.message).toBe('NOT_AUTHORIZED');
      expect(list.body).not.toHaveProperty('data');
      const dismiss = await client.call(api.postReports.dismiss, { params: { id: report!.id } });
      expect(dismiss.status).toBe(403);
    }
    expect((await server.client().call(api.postReports.list)).status).toBe(401);
    expect(await openReports()).toHaveLength(1);
  });
});
