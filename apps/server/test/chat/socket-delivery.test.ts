import { api, directRoomName } from '@plaza/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { block } from '../users/support.js';
import {
  emitAck,
  expectRefused,
  history,
  messageCount,
  ok,
  people,
  received,
  send,
  sent,
  Tabs,
  unreadCounts,
  useChatServer,
  caughtUp,
} from './socket-support.js';

const server = useChatServer();

const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

describe('message: sending and delivery', () => {
  it('stores the message before acknowledging it, then delivers it to every other tab of both parties', async () => {
    const { ada, bob } = await people(server);
    const [ada1, ada2, bob1, bob2] = [
      await tabs.connect(ada.client),
      await tabs.connect(ada.client),
      await tabs.connect(bob.client),
      await tabs.connect(bob.client),
    ];

    const message = ok(await send(ada1, bob.user.id, '  Hello Bob  ', { identifier: 42 }));
    expect(message).toMatchObject({
      // The server's identifier replaces the tab's temporary one.
      identifier: message.id,
      message: 'Hello Bob',
      medium: 'direct',
      to: bob.user.id,
      roomName: directRoomName(ada.user.id, bob.user.id),
      createdBy: { id: ada.user.id, fullName: 'Ada' },
      parent: null,
      attachments: [],
      kind: 'text',
      edited: false,
      deleted: false,
    });
    // Stored by the time the sender hears of it.
    const row = await server.db.selectFrom('chat_messages').selectAll().where('id', '=', message.id).executeTakeFirst();
    expect(row).toMatchObject({ message: 'Hello Bob', created_by: ada.user.id, recipient_id: bob.user.id });

    // Every tab of both parties, the sender's other tab included; the sending tab has the acknowledgement.
    for (const tab of [ada2, bob1, bob2]) expect(await tab.next('new_message')).toEqual(message);
    await ada1.presence();
    expect(received(ada1, ['new_message'])).toEqual([]);
  });

  it('keeps a reply to a message of the conversation, quoted', async () => {
    const { ada, bob } = await people(server);
    const bobTab = await tabs.connect(bob.client);
    const adaTab = await tabs.connect(ada.client);
    const question = await sent(adaTab, bob.user.id, 'Tea?');
    const reply = await sent(bobTab, ada.user.id, 'Yes', { parentId: question.id });
    expect(reply.parent).toEqual({
      id: question.id,
      identifier: question.id,
      message: 'Tea?',
      createdBy: question.createdBy,
      deleted: false,
    });
    expect(await adaTab.next('new_message', (m) => m.id === reply.id)).toEqual(reply);
  });

  it('works without an acknowledgement callback, and ignores one that is not a function', async () => {
    const { ada, bob } = await people(server);
    const adaTab = await tabs.connect(ada.client);
    const bobTab = await tabs.connect(bob.client);
    const raw = adaTab.socket as unknown as { emit(event: string, ...args: unknown[]): void };
    raw.emit('message', { identifier: 1, medium: 'direct', to: bob.user.id, message: 'no ack' });
    expect(await bobTab.next('new_message')).toMatchObject({ message: 'no ack' });
    // A non-function "ack" arrives as a plain argument and is ignored.
    raw.emit('message', { identifier: 2, medium: 'direct', to: bob.user.id, message: 'odd ack' }, 'not a function');
    raw.emit('message', { message: '' }, 17);
    expect(await bobTab.next('new_message')).toMatchObject({ message: 'odd ack' });
    // The socket still works.
    expect(await sent(adaTab, bob.user.id, 'still here')).toMatchObject({ message: 'still here' });
    expect(adaTab.socket.connected).toBe(true);
    expect(await messageCount(server)).toBe(3);
  });

  it('refuses invalid input with the validation messages, storing and delivering nothing', async () => {
    const { ada, bob } = await people(server);
    const adaTab = await tabs.connect(ada.client);
    const bobTab = await tabs.connect(bob.client);
    const badRequest = (messages: string[]) => ({ statusCode: 400, message: messages, error: 'Bad Request' });

    expect(await send(adaTab, bob.user.id, '')).toEqual(badRequest(['Message is required']));
    expect(await send(adaTab, bob.user.id, '   ')).toEqual(badRequest(['Message is required']));
    expect(await send(adaTab, 'nobody', 'Hi')).toEqual(badRequest(['Recipient must be a valid id']));
    expect(await send(adaTab, bob.user.id, 'x'.repeat(2001))).toEqual(
      badRequest(['Message: Please enter up to 2000 characters long']),
    );
    // PostgreSQL cannot store NUL: this was an INTERNAL_ERROR acknowledgement.
    for (const text of ['Hi\u0000there', 'Hi\u001bthere', 'Hi\ud800']) {
      expect(await send(adaTab, bob.user.id, text)).toEqual(
        badRequest(['Message contains characters that are not allowed']),
      );
    }
    expect(await emitAck(adaTab, 'message', null)).toMatchObject({ statusCode: 400 });
    expect(await emitAck(adaTab, 'message', 'Hi')).toMatchObject({ statusCode: 400 });
    expect(
      await emitAck(adaTab, 'message', { identifier: 'one', medium: 'direct', to: bob.user.id, message: 'Hi' }),
    ).toEqual(badRequest(['Identifier must be a valid id']));
    expect(
      await emitAck(adaTab, 'message', { identifier: 1, medium: 'fax', to: bob.user.id, message: 'Hi' }),
    ).toMatchObject({ statusCode: 400 });

    expect(await messageCount(server)).toBe(0);
    await caughtUp(bobTab, adaTab);
    expect(received(bobTab, ['new_message'])).toEqual([]);
    expect(received(adaTab, ['new_message'])).toEqual([]);
  });

  it('refuses a non-contact, a user who blocked the sender, oneself and a missing user', async () => {
    const { ada, bob, dan } = await people(server);
    await block(server, bob.user.id, ada.user.id);
    const adaTab = await tabs.connect(ada.client);
    const bobTab = await tabs.connect(bob.client);
    const danTab = await tabs.connect(dan.client);

    expectRefused(await send(adaTab, dan.user.id, 'Hi stranger'), 'CHAT_NOT_ALLOWED', 403);
    expectRefused(await send(danTab, ada.user.id, 'Hi Ada'), 'CHAT_NOT_ALLOWED', 403);
    expectRefused(await send(adaTab, bob.user.id, 'Hi Bob'), 'USER_BLOCKED_YOU', 403);
    expectRefused(await send(adaTab, ada.user.id, 'Hi me'), 'CHAT_NOT_ALLOWED', 403);
    expectRefused(await send(adaTab, '00000000-0000-4000-8000-000000000000', 'Hi?'), 'USER_NOT_FOUND', 404);
    const refused = await send(adaTab, dan.user.id, 'Hi');
    expect(refused).toEqual({
      statusCode: 403,
      message: 'CHAT_NOT_ALLOWED',
      error: 'You can only send messages to your contacts.',
    });

    expect(await messageCount(server)).toBe(0);
    await caughtUp(adaTab, bobTab, danTab);
    for (const tab of [adaTab, bobTab, danTab]) expect(received(tab, ['new_message'])).toEqual([]);
  });

  it('limits messages, edits and deletions together to 60 a minute per user', async () => {
    const { ada, bob } = await people(server);
    const adaTab = await tabs.connect(ada.client);
    const first = await sent(adaTab, bob.user.id, 'message 1');
    for (let i = 2; i <= 58; i++) await sent(adaTab, bob.user.id, `message ${i}`);
    expect(ok(await emitAck(adaTab, 'edit_message', { id: first.id, message: 'edited' }))).toMatchObject({
      edited: true,
    });
    expect(
      ok(await emitAck(adaTab, 'delete_message', { id: first.id, medium: 'direct', to: bob.user.id })),
    ).toMatchObject({ deleted: true });
    // The 61st write of the minute, whatever its kind.
    expectRefused(await send(adaTab, bob.user.id, 'one too many'), 'TOO_MANY_REQUESTS', 429);
    expectRefused(await emitAck(adaTab, 'edit_message', { id: first.id, message: 'again' }), 'TOO_MANY_REQUESTS', 429);
    expect(await messageCount(server)).toBe(58);

    // Another user is not held back by Ada's count.
    const bobTab = await tabs.connect(bob.client);
    expect(ok(await send(bobTab, ada.user.id, 'my turn'))).toMatchObject({ message: 'my turn' });
  });
});

describe('message: persistence and unread counts', () => {
  it('keeps messages in the history for both parties, and a tab closed meanwhile catches up on reconnect', async () => {
    const { ada, bob } = await people(server);
    const adaTab = await tabs.connect(ada.client);
    const bobTab = await tabs.connect(bob.client);
    const before = await sent(adaTab, bob.user.id, 'before');
    await bobTab.next('new_message');
    bobTab.close();

    const during = await sent(adaTab, bob.user.id, 'while you were away');
    const back = await tabs.connect(bob.client);
    // The history holds the very copies the sender was acknowledged with.
    expect(await history(bob, 'direct', ada.user.id)).toEqual([during, before]);
    expect((await history(ada, 'direct', bob.user.id)).map((m) => m.id)).toEqual([during.id, before.id]);
    // The reconnected tab receives what comes next.
    const after = await sent(adaTab, bob.user.id, 'welcome back');
    expect(await back.next('new_message')).toEqual(after);
  });

  it('counts unread messages per sender, and a read conversation drops to zero', async () => {
    const { ada, bob, cyd } = await people(server);
    const adaTab = await tabs.connect(ada.client);
    const cydTab = await tabs.connect(cyd.client);
    expect(await unreadCounts(bob)).toEqual([]);

    await sent(adaTab, bob.user.id, 'one');
    await sent(adaTab, bob.user.id, 'two');
    await sent(cydTab, bob.user.id, 'hi from Cyd');
    const sortById = (counts: { userId: string; count: number }[]) =>
      [...counts].sort((x, y) => x.userId.localeCompare(y.userId));
    expect(sortById(await unreadCounts(bob))).toEqual(
      sortById([
        { userId: ada.user.id, count: 2 },
        { userId: cyd.user.id, count: 1 },
      ]),
    );
    // The sender has nothing unread from their own messages.
    expect(await unreadCounts(ada)).toEqual([]);

    const read = await bob.client.call(api.chat.markRead, { params: { userId: ada.user.id } });
    expect(read.status).toBe(200);
    expect(await unreadCounts(bob)).toEqual([{ userId: cyd.user.id, count: 1 }]);

    await sent(adaTab, bob.user.id, 'three');
    expect(sortById(await unreadCounts(bob))).toEqual(
      sortById([
        { userId: ada.user.id, count: 1 },
        { userId: cyd.user.id, count: 1 },
      ]),
    );
  });
});
