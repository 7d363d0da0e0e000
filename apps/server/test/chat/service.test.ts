import type { ErrorCode } from '@plaza/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { directRoomKey } from '../../src/features/chat/chat-rooms.js';
import type { ChatService } from '../../src/features/chat/chat.service.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { block, chatPeople, chatService, chatSnapshot, messageRow, NOBODY, sendDirect, sendToPost } from './support.js';
import { actorWithId } from '../support/actor.js';

const server = useTestServer();
let chat: ChatService;
beforeAll(() => {
  chat = chatService(server);
});

async function refused(promise: Promise<unknown>, code: ErrorCode) {
  await expect(promise).rejects.toMatchObject({ code });
}

/** The person as the caller of a service method. */
const by = (person: { user: { id: string } }) => actorWithId(person.user.id);

const input = (to: string, message = 'Hi', extra: object = {}) => ({
  medium: 'direct' as const,
  to,
  message,
  attachments: [],
  ...extra,
});

describe('ChatService.send', () => {
  it('stores the message and both sides of the conversation before it answers', async () => {
    const { ada, bob } = await chatPeople(server);
    const message = await chat.send(by(ada), input(bob.user.id.toUpperCase(), 'Hello'));
    expect(message).toMatchObject({ identifier: message.id, message: 'Hello', to: bob.user.id, medium: 'direct' });
    expect(await messageRow(server, message.id)).toMatchObject({
      room_name: directRoomKey(ada.user.id, bob.user.id),
      recipient_id: bob.user.id,
    });
    const rows = await server.db.selectFrom('chat_conversations').selectAll().orderBy('last_read_at').execute();
    const at = new Date(message.createdOn);
    expect(rows.map((r) => [r.user_id, r.other_user_id, r.last_message_id, r.last_message_at, r.last_read_at])).toEqual(
      [
        [ada.user.id, bob.user.id, message.id, at, at],
        [bob.user.id, ada.user.id, message.id, at, null],
      ],
    );
  });

  it('refuses a missing user, oneself, a user who blocked the sender and a non-contact, writing nothing', async () => {
    const { ada, bob, cyd, dan } = await chatPeople(server);
    await block(server, bob.user.id, ada.user.id);
    // A block ends messages towards the blocker even while the contact rows remain.
    await block(server, ada.user.id, cyd.user.id);
    const before = await chatSnapshot(server);
    await refused(chat.send(by(ada), input(NOBODY)), 'USER_NOT_FOUND');
    await refused(chat.send(by(ada), input(ada.user.id)), 'CHAT_NOT_ALLOWED');
    await refused(chat.send(by(ada), input(bob.user.id)), 'USER_BLOCKED_YOU');
    await refused(chat.send(by(ada), input(dan.user.id)), 'CHAT_NOT_ALLOWED');
    await refused(chat.send(by(cyd), input(ada.user.id)), 'USER_BLOCKED_YOU');
    expect(await chatSnapshot(server)).toEqual(before);
    expect(await chat.canReach(by(bob), 'direct', ada.user.id)).toBe(true);
    expect(await chat.canReach(by(ada), 'direct', bob.user.id)).toBe(false);
    expect(await chat.canReach(by(ada), 'direct', dan.user.id)).toBe(false);
    expect(await chat.canReach(by(ada), 'direct', 'not-an-id')).toBe(false);
  });

  it('sends to a post anyone who can see it, and refuses a hidden or missing post', async () => {
    const { ada, dan } = await chatPeople(server);
    const post = await insertPost(server, ada.user.id);
    const hidden = await insertPost(server, ada.user.id, { public: false });
    expect(await sendToPost(server, dan, post.id, 'Great stream')).toMatchObject({ medium: 'post', to: post.id });
    await refused(sendToPost(server, dan, hidden.id, 'Let me in'), 'POST_NOT_FOUND');
    await refused(sendToPost(server, dan, NOBODY, 'Anyone?'), 'POST_NOT_FOUND');
    expect(await chat.canWatch(by(dan), post.id)).toBe(true);
    expect(await chat.canWatch(by(dan), hidden.id)).toBe(false);
    expect(await chat.canWatch(by(ada), hidden.id)).toBe(true);
    expect(await chat.canWatch(by(ada), 'nope')).toBe(false);
    expect(await chat.canReach(by(dan), 'post', hidden.id)).toBe(false);
    // Post messages touch no conversation rows.
    expect(await server.db.selectFrom('chat_conversations').selectAll().execute()).toEqual([]);
  });

  it('answers only a non-deleted message of the same conversation', async () => {
    const { ada, bob, cyd } = await chatPeople(server);
    const elsewhere = await sendDirect(server, ada, cyd, 'to Cyd');
    const gone = await sendDirect(server, ada, bob, 'gone');
    await chat.remove(by(ada), { id: gone.id, medium: 'direct', to: bob.user.id });
    const before = await chatSnapshot(server);
    await refused(sendDirect(server, ada, bob, 'Re', { parentId: elsewhere.id }), 'MESSAGE_NOT_FOUND');
    await refused(sendDirect(server, ada, bob, 'Re', { parentId: gone.id }), 'MESSAGE_NOT_FOUND');
    await refused(sendDirect(server, ada, bob, 'Re', { parentId: NOBODY }), 'MESSAGE_NOT_FOUND');
    expect(await chatSnapshot(server)).toEqual(before);
  });
});

describe('ChatService.edit', () => {
  it('lets the author change the text, marking it edited', async () => {
    const { ada, bob } = await chatPeople(server);
    const sent = await sendDirect(server, ada, bob, 'Helo');
    const edited = await chat.edit(by(ada), { id: sent.id, message: 'Hello' });
    expect(edited).toMatchObject({ id: sent.id, message: 'Hello', edited: true, identifier: sent.id });
    expect(new Date(edited.updatedOn).getTime()).toBeGreaterThanOrEqual(new Date(sent.updatedOn).getTime());
    expect(await messageRow(server, sent.id)).toMatchObject({ message: 'Hello', edited: true });
  });

  it('refuses strangers, the recipient, unchanged text and deleted messages', async () => {
    const { ada, bob, cyd } = await chatPeople(server);
    const sent = await sendDirect(server, ada, bob, 'Hello');
    const gone = await sendDirect(server, ada, bob, 'gone');
    await chat.remove(by(ada), { id: gone.id, medium: 'direct', to: bob.user.id });
    const before = await chatSnapshot(server);
    await refused(chat.edit(by(cyd), { id: sent.id, message: 'Hijack' }), 'MESSAGE_NOT_FOUND');
    await refused(chat.edit(by(bob), { id: sent.id, message: 'Hijack' }), 'NOT_AUTHORIZED');
    await refused(chat.edit(by(ada), { id: sent.id, message: 'Hello' }), 'NO_CHANGES_DETECTED');
    await refused(chat.edit(by(ada), { id: gone.id, message: 'back' }), 'MESSAGE_NOT_FOUND');
    await refused(chat.edit(by(ada), { id: NOBODY, message: 'x' }), 'MESSAGE_NOT_FOUND');
    expect(await chatSnapshot(server)).toEqual(before);
  });

  it('refuses a post message to someone who can no longer see the post', async () => {
    const { ada, dan } = await chatPeople(server);
    const post = await insertPost(server, ada.user.id);
    const sent = await sendToPost(server, dan, post.id, 'Nice');
    await server.db.updateTable('posts').set({ public: false }).where('id', '=', post.id).execute();
    await refused(chat.edit(by(dan), { id: sent.id, message: 'Nicer' }), 'MESSAGE_NOT_FOUND');
    await refused(chat.remove(by(dan), { id: sent.id, medium: 'post', to: post.id }), 'MESSAGE_NOT_FOUND');
    expect(await messageRow(server, sent.id)).toMatchObject({ message: 'Nice', edited: false, deleted: false });
  });
});

describe('ChatService.remove', () => {
  it('marks the author’s message deleted, clearing its text, and refuses a second deletion', async () => {
    const { ada, bob } = await chatPeople(server);
    const sent = await sendDirect(server, ada, bob, 'secret');
    const removed = await chat.remove(by(ada), { id: sent.id, medium: 'direct', to: bob.user.id });
    expect(removed).toMatchObject({ id: sent.id, message: '', deleted: true, attachments: [] });
    expect(await messageRow(server, sent.id)).toMatchObject({ message: '', deleted: true });
    await refused(chat.remove(by(ada), { id: sent.id, medium: 'direct', to: bob.user.id }), 'MESSAGE_NOT_DELETED');
  });

  it('refuses a wrong target, another medium, the recipient and strangers', async () => {
    const { ada, bob, cyd } = await chatPeople(server);
    const sent = await sendDirect(server, ada, bob, 'mine');
    const before = await chatSnapshot(server);
    await refused(chat.remove(by(ada), { id: sent.id, medium: 'direct', to: cyd.user.id }), 'MESSAGE_NOT_FOUND');
    await refused(chat.remove(by(ada), { id: sent.id, medium: 'post', to: bob.user.id }), 'MESSAGE_NOT_FOUND');
    await refused(chat.remove(by(bob), { id: sent.id, medium: 'direct', to: ada.user.id }), 'NOT_AUTHORIZED');
    await refused(chat.remove(by(cyd), { id: sent.id, medium: 'direct', to: ada.user.id }), 'MESSAGE_NOT_FOUND');
    expect(await chatSnapshot(server)).toEqual(before);
  });
});

describe('ChatService.userSummary', () => {
  it('names a user as chat events show them, and refuses a missing one', async () => {
    const { ada } = await chatPeople(server);
    expect(await chat.userSummary(ada.user.id)).toEqual({
      id: ada.user.id,
      fullName: 'Ada',
      userName: ada.user.user_name,
      displayPhoto: null,
    });
    await refused(chat.userSummary(NOBODY), 'USER_NOT_FOUND');
  });
});
