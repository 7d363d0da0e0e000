import { api, COMMENT } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { follow, insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { addComment, commentWorld, notificationRows, type User } from './support.js';

const server = useTestServer();

const mention = (user: User) => `@${user.user.user_name}`;
const byRecipient = <T extends { user_id: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.user_id.localeCompare(b.user_id));

describe('notifications of comments', () => {
  it("notifies the post's author of a comment, with the post and the comment", async () => {
    const { author, viewer, post } = await commentWorld(server);
    const comment = await addComment(viewer.client, post.id, 'Great');
    expect(await notificationRows(server)).toEqual([
      {
        user_id: author.user.id,
        type: 'post_comment',
        created_by: viewer.user.id,
        post_id: post.id,
        comment_id: comment.id,
        dedupe_key: null,
      },
    ]);
  });

  it("notifies the replied-to and the thread's author of a reply, and the post's author of it too", async () => {
    const { author, viewer, post } = await commentWorld(server);
    const third = await signedInUser(server, 'Third');
    const top = await addComment(viewer.client, post.id, 'Top');
    const reply = await addComment(third.client, post.id, 'Reply', top.id);
    await server.db.deleteFrom('notifications').execute();

    const answer = await addComment(author.client, post.id, 'Answer to the reply', reply.id);
    // The post's author wrote it: no notification to themselves.
    expect(byRecipient(await notificationRows(server))).toEqual(
      byRecipient([
        { user_id: viewer.user.id, type: 'post_comment_reply' },
        { user_id: third.user.id, type: 'post_comment_reply' },
      ]).map((row) => ({
        ...row,
        created_by: author.user.id,
        post_id: post.id,
        comment_id: answer.id,
        dedupe_key: null,
      })),
    );
    await server.db.deleteFrom('notifications').execute();

    const fourth = await signedInUser(server, 'Fourth');
    const other = await addComment(fourth.client, post.id, 'Me too', top.id);
    expect(byRecipient(await notificationRows(server))).toEqual(
      byRecipient([
        { user_id: viewer.user.id, type: 'post_comment_reply' },
        { user_id: author.user.id, type: 'post_comment' },
      ]).map((row) => ({
        ...row,
        created_by: fourth.user.id,
        post_id: post.id,
        comment_id: other.id,
        dedupe_key: null,
      })),
    );
  });

  it('notifies the @mentioned, matched case-insensitively, a mention winning over the other reasons', async () => {
    const { author, viewer, post } = await commentWorld(server);
    const friend = await signedInUser(server, 'Friend');
    const top = await addComment(viewer.client, post.id, 'Top');
    await server.db.deleteFrom('notifications').execute();

    const text = `${mention(friend).toUpperCase()} and ${mention(author)} and ${mention(viewer)}, see @nobody_here and mail@${friend.user.user_name}`;
    const reply = await addComment(friend.client, post.id, text, top.id);
    expect(byRecipient(await notificationRows(server))).toEqual(
      byRecipient([
        { user_id: author.user.id, type: 'post_comment_mention' },
        { user_id: viewer.user.id, type: 'post_comment_mention' },
      ]).map((row) => ({
        ...row,
        created_by: friend.user.id,
        post_id: post.id,
        comment_id: reply.id,
        dedupe_key: null,
      })),
    );
  });

  it('notifies only the @mentioned who may see the post', async () => {
    const { author, viewer } = await commentWorld(server);
    const zone = await insertZone(server, author.user);
    const channel = await insertChannel(server, zone.id, author.user, { public: false });
    const post = await insertPost(server, author.user.id, { channel });
    const member = await signedInUser(server, 'Member');
    const outsider = await signedInUser(server, 'Outsider');
    await follow(server, viewer.user, channel);
    await follow(server, member.user, channel);

    const comment = await addComment(viewer.client, post.id, `${mention(member)} ${mention(outsider)} look`);
    expect(byRecipient(await notificationRows(server))).toEqual(
      byRecipient([
        { user_id: member.user.id, type: 'post_comment_mention' },
        { user_id: author.user.id, type: 'post_comment' },
      ]).map((row) => ({
        ...row,
        created_by: viewer.user.id,
        post_id: post.id,
        comment_id: comment.id,
        dedupe_key: null,
      })),
    );
  });

  it(`notifies at most ${COMMENT.maxMentions} of the @mentioned, the first ones named`, async () => {
    const { author, viewer, post } = await commentWorld(server);
    const named = await Promise.all(
      Array.from({ length: COMMENT.maxMentions + 2 }, (_, i) => signedInUser(server, `Named ${i}`)),
    );
    await addComment(viewer.client, post.id, named.map(mention).join(' '));
    const rows = await notificationRows(server);
    const mentioned = rows.filter((r) => r.type === 'post_comment_mention').map((r) => r.user_id);
    expect(mentioned.sort()).toEqual(
      named
        .slice(0, COMMENT.maxMentions)
        .map((u) => u.user.id)
        .sort(),
    );
    expect(rows.filter((r) => r.type === 'post_comment').map((r) => r.user_id)).toEqual([author.user.id]);
  });

  it('never notifies anyone of their own comment, reply or like', async () => {
    const { author, post } = await commentWorld(server);
    const top = await addComment(author.client, post.id, `Mine, ${mention(author)}`);
    await addComment(author.client, post.id, 'Still mine', top.id);
    await author.client.call(api.comments.like, { body: { postId: post.id, postCommentId: top.id } });
    expect(await notificationRows(server)).toEqual([]);
  });

  it("notifies the comment's author of a like once, however often it is taken back and given again", async () => {
    const { author, viewer, post } = await commentWorld(server);
    const comment = await addComment(author.client, post.id, 'Like me');
    for (let i = 0; i < 2; i++) {
      await viewer.client.call(api.comments.like, { body: { postId: post.id, postCommentId: comment.id } });
      await viewer.client.call(api.comments.like, { body: { postId: post.id, postCommentId: comment.id } });
      await viewer.client.call(api.comments.unlike, { params: { commentId: comment.id } });
    }
    await viewer.client.call(api.comments.like, { body: { postId: post.id, postCommentId: comment.id } });
    expect(await notificationRows(server)).toEqual([
      {
        user_id: author.user.id,
        type: 'post_comment_like',
        created_by: viewer.user.id,
        post_id: post.id,
        comment_id: comment.id,
        dedupe_key: `comment_like:${comment.id}:${viewer.user.id}`,
      },
    ]);
  });

  it('removing a comment takes its notifications with it', async () => {
    const { author, viewer, post } = await commentWorld(server);
    const comment = await addComment(viewer.client, post.id, 'Hello there');
    const rows = await server.db.selectFrom('notifications').select(['user_id', 'comment_id']).execute();
    expect(rows).toEqual([{ user_id: author.user.id, comment_id: comment.id }]);
    await viewer.client.call(api.comments.remove, { params: { commentId: comment.id } });
    expect(await notificationRows(server)).toEqual([]);
  });

  it('never notifies a user of the comments and likes of someone they blocked', async () => {
    const { author, viewer, post } = await commentWorld(server);
    await server.db
      .insertInto('user_blocks')
      .values({ blocker_id: author.user.id, blocked_id: viewer.user.id })
      .execute();
    const top = await addComment(author.client, post.id, 'Mine');
    await addComment(viewer.client, post.id, `Answer ${mention(author)}`, top.id);
    await viewer.client.call(api.comments.like, { body: { postId: post.id, postCommentId: top.id } });
    expect(await notificationRows(server)).toEqual([]);
  });
});
