import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertPost } from '../support/posts.js';
import {
  emitAck,
  expectInvalid,
  expectRefused,
  history,
  joinPost,
  ok,
  people,
  received,
  sent,
  Tabs,
  typing,
  viewerCount,
  useChatServer,
  caughtUp,
  typingHandled,
} from './socket-support.js';

const server = useChatServer();

const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

describe("a post's live room", () => {
  it('counts distinct users watching as they come and go, and tells everyone watching', async () => {
    const { ada, bob, dan } = await people(server);
    const post = await insertPost(server, ada.user.id, { streaming: true });
    const other = await insertPost(server, ada.user.id);
    const ada1 = await tabs.connect(ada.client);
    const ada2 = await tabs.connect(ada.client);
    const bobTab = await tabs.connect(bob.client);
    const danTab = await tabs.connect(dan.client);
    const outsider = await tabs.connect(dan.client);

    expect(await joinPost(ada1, post.id)).toBe(1);
    expect(await viewerCount(ada1, post.id, 1)).toEqual({ postId: post.id, counter: 1 });
    // A second tab of the same user is not a second viewer.
    expect(await joinPost(ada2, post.id)).toBe(1);
    expect(await joinPost(bobTab, post.id)).toBe(2);
    expect(await joinPost(danTab, post.id)).toBe(3);
    await viewerCount(ada1, post.id, 3);
    await viewerCount(bobTab, post.id, 3);
    // Watching another post is counted there alone.
    expect(await joinPost(outsider, other.id)).toBe(1);

    danTab.socket.emit('leave_post', { postId: post.id });
    expect(await viewerCount(ada1, post.id, 2)).toEqual({ postId: post.id, counter: 2 });
    await viewerCount(bobTab, post.id, 2);

    bobTab.close();
    await viewerCount(ada2, post.id, 1);
    const heard = ada2.all('stream_viewer_count_change').length;
    ada1.close();
    // The barrier: Bob comes and goes in a new tab. The room's recount after his leaving (Ada's tab's
    // own, if still pending, is the same one) must reach ada2, after his arrival's.
    const late = await tabs.connect(bob.client);
    await joinPost(late, post.id);
    late.socket.emit('leave_post', { postId: post.id });
    await vi.waitFor(
      () => {
        const counts = ada2.all('stream_viewer_count_change').slice(heard);
        const arrived = counts.findIndex((p) => p.counter === 2);
        expect(arrived).toBeGreaterThanOrEqual(0);
        expect(counts.slice(arrived + 1).map((p) => p.counter)).toContain(1);
      },
      { timeout: 10_000 },
    );
    await caughtUp(danTab, outsider);
    // Ada still watches in her other tab.
    expect(ada2.all('stream_viewer_count_change').at(-1)).toEqual({ postId: post.id, counter: 1 });
    // Neither the tab that left nor the one watching another post heard of this room after.
    expect(danTab.all('stream_viewer_count_change').filter((p) => p.counter < 3)).toEqual([]);
    expect(outsider.all('stream_viewer_count_change')).toEqual([{ postId: other.id, counter: 1 }]);
  });

  it('delivers messages and their edits and deletions to everyone watching, and to nobody else', async () => {
    const { ada, bob, dan } = await people(server);
    const post = await insertPost(server, ada.user.id);
    const adaTab = await tabs.connect(ada.client);
    const bobTab = await tabs.connect(bob.client);
    const danWatching = await tabs.connect(dan.client);
    const danElsewhere = await tabs.connect(dan.client);
    const bobElsewhere = await tabs.connect(bob.client);
    for (const tab of [adaTab, bobTab, danWatching]) await joinPost(tab, post.id);

    // Dan is nobody's contact, but anyone who can see the post may talk in its room.
    const message = await sent(danWatching, post.id, 'Great stream', { medium: 'post' });
    expect(message).toMatchObject({ medium: 'post', to: post.id, createdBy: { id: dan.user.id } });
    // Its roomName is the live room's, as the spec's client compares it.
    expect(message.roomName).toBe(`post_${post.id}`);
    for (const tab of [adaTab, bobTab]) expect(await tab.next('new_message')).toEqual(message);

    const edited = ok(await emitAck(danWatching, 'edit_message', { id: message.id, message: 'Great stream!' }));
    for (const tab of [adaTab, bobTab]) expect(await tab.next('new_message', (m) => m.edited)).toEqual(edited);
    const deleted = ok(await emitAck(danWatching, 'delete_message', { id: message.id, medium: 'post', to: post.id }));
    for (const tab of [adaTab, bobTab]) expect(await tab.next('message_deleted')).toEqual(deleted);

    // After leaving, a tab hears nothing more; the room's history keeps everything.
    bobTab.socket.emit('leave_post', { postId: post.id });
    await viewerCount(adaTab, post.id, 2);
    const later = await sent(adaTab, post.id, 'Thanks all', { medium: 'post' });
    expect(await danWatching.next('new_message', (m) => m.id === later.id)).toEqual(later);
    await caughtUp(bobTab, danWatching, danElsewhere, bobElsewhere);
    expect(received(bobTab, ['new_message'])).toHaveLength(2);
    // The sending tab heard none of its own: it has the acknowledgements.
    expect(received(danWatching, ['new_message', 'message_deleted']).map((r) => r.payload)).toEqual([later]);
    for (const tab of [danElsewhere, bobElsewhere])
      expect(received(tab, ['new_message', 'message_deleted'])).toEqual([]);
    expect((await history(bob, 'post', post.id)).map((m) => [m.id, m.deleted])).toEqual([
      [later.id, false],
      [message.id, true],
    ]);
  });

  it('passes typing to the rest of the room, only from a tab in it', async () => {
    const { ada, bob } = await people(server);
    const post = await insertPost(server, ada.user.id);
    const adaTab = await tabs.connect(ada.client);
    const adaOther = await tabs.connect(ada.client);
    const bobTab = await tabs.connect(bob.client);
    const bobOutside = await tabs.connect(bob.client);
    for (const tab of [adaTab, adaOther, bobTab]) await joinPost(tab, post.id);

    await typingHandled(bobOutside, { medium: 'post', to: post.id });
    typing(bobTab, { medium: 'post', to: post.id });
    const expected = { medium: 'post', to: post.id, user: { id: bob.user.id, fullName: 'Bob' } };
    expect(await adaTab.next('typing')).toMatchObject(expected);
    expect(await adaOther.next('typing')).toMatchObject(expected);
    await caughtUp(bobTab, bobOutside);
    expect(received(adaTab, ['typing'])).toHaveLength(1);
    // Not echoed to the typing tab, nor sent to a tab outside the room.
    expect(received(bobTab, ['typing'])).toEqual([]);
    expect(received(bobOutside, ['typing'])).toEqual([]);
  });

  it('refuses a post the caller cannot see, and invalid ids, without joining', async () => {
    const { ada, bob } = await people(server);
    const hidden = await insertPost(server, ada.user.id, { public: false });
    const bobTab = await tabs.connect(bob.client);
    const adaTab = await tabs.connect(ada.client);

    expectRefused(await emitAck(bobTab, 'join_post', { postId: hidden.id }), 'POST_NOT_FOUND', 404);
    expectRefused(
      await emitAck(bobTab, 'join_post', { postId: '00000000-0000-4000-8000-000000000000' }),
      'POST_NOT_FOUND',
      404,
    );
    expectInvalid(await emitAck(bobTab, 'join_post', { postId: 'x' }), ['Post id must be a valid id']);
    expectInvalid(await emitAck(bobTab, 'join_post', 'x'), ['Post id must be a valid id']);
    expectRefused(
      await emitAck(bobTab, 'message', { identifier: 1, medium: 'post', to: hidden.id, message: 'Hi' }),
      'POST_NOT_FOUND',
      404,
    );

    // The author may watch; Bob was never counted nor told anything of the room.
    expect(await joinPost(adaTab, hidden.id)).toBe(1);
    await typingHandled(bobTab, { medium: 'post', to: hidden.id });
    await sent(adaTab, hidden.id, 'Only me', { medium: 'post' });
    await caughtUp(bobTab, adaTab);
    expect(received(bobTab, ['new_message', 'typing', 'stream_viewer_count_change'])).toEqual([]);
    expect(received(adaTab, ['typing'])).toEqual([]);
  });
});
