import { api, COMMENT_RATE_LIMIT, RATE_LIMITS } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/channels.js';
import { type TestServer, useTestServer } from '../support/server.js';
import { addComment, commentSnapshot, commentWorld, type User } from './support.js';

const comment = (who: User, postId: string, text: string) =>
  who.client.call(api.comments.create, { body: { postId, comment: text } });

async function expectRefused(server: TestServer, who: User, postId: string, windowMs: number) {
  const before = await commentSnapshot(server);
  const res = await comment(who, postId, 'one too many');
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ message: 'TOO_MANY_REQUESTS' });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  // Nothing written: no comment, no count, no notification for the author.
  expect(await commentSnapshot(server)).toEqual(before);
}

describe('comment creation, limited per user', () => {
  const server = useTestServer();

  it(`allows ${COMMENT_RATE_LIMIT.burstMax} in a burst, then refuses the next, writing and notifying nothing`, async () => {
    const { viewer, post } = await commentWorld(server);
    for (let i = 0; i < COMMENT_RATE_LIMIT.burstMax; i++) await addComment(viewer.client, post.id, `comment ${i}`);
    await expectRefused(server, viewer, post.id, COMMENT_RATE_LIMIT.burstWindowMs);
    // Replies count too.
    const [first] = (await server.db.selectFrom('post_comments').select('id').execute()).map((r) => r.id);
    const reply = await viewer.client.call(api.comments.create, {
      body: { postId: post.id, comment: 'a reply', parentId: first },
    });
    expect(reply.status).toBe(429);
    // Someone else still comments.
    const other = await signedInUser(server, 'Someone Else');
    expect((await comment(other, post.id, 'my turn')).status).toBe(200);
  });
});

describe('comment creation, the hourly limit', () => {
  const limits = { ...COMMENT_RATE_LIMIT, burstMax: 1000, hourMax: 5 };
  const server = useTestServer(
    {
      rateLimits: {
        [RATE_LIMITS.commentBurst.name]: { points: limits.burstMax },
        [RATE_LIMITS.commentHour.name]: { points: limits.hourMax },
      },
    },
    { reset: false },
  );

  it('refuses the comment past the hourly allowance', async () => {
    const { viewer, post } = await commentWorld(server);
    for (let i = 0; i < limits.hourMax; i++) await addComment(viewer.client, post.id, `comment ${i}`);
    await expectRefused(server, viewer, post.id, limits.hourMs);
  });
});
