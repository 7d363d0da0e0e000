import { afterEach, describe, expect, it } from 'vitest';
import {
  edits,
  emitAck,
  expectInvalid,
  expectRefused,
  history,
  messageCount,
  ok,
  people,
  received,
  sent,
  Tabs,
  useChatServer,
  caughtUp,
} from './socket-support.js';

const server = useChatServer();

const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

const storedRow = (id: string) =>
  server.db
    .selectFrom('chat_messages')
    .select(['message', 'edited', 'deleted'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Ada's tab, two of Bob's tabs, and a message from Ada to Bob they have all received. */
async function conversation() {
  const who = await people(server);
  const { ada, bob } = who;
  const adaTab = await tabs.connect(ada.client);
  const bob1 = await tabs.connect(bob.client);
  const bob2 = await tabs.connect(bob.client);
  const message = await sent(adaTab, bob.user.id, 'Frist post');
  for (const tab of [bob1, bob2]) await tab.next('new_message');
  return { ...who, adaTab, bob1, bob2, message };
}

describe('edit_message', () => {
  it("edits the author's message and tells every other tab of both parties, as new_message with edited", async () => {
    const { adaTab, bob1, bob2, message } = await conversation();
    const edited = ok(await emitAck(adaTab, 'edit_message', { id: message.id, message: ' First post ' }));
    expect(edited).toMatchObject({ id: message.id, message: 'First post', edited: true, deleted: false });
    expect(Date.parse(edited.updatedOn)).toBeGreaterThanOrEqual(Date.parse(message.updatedOn));
    for (const tab of [bob1, bob2]) expect(await tab.next('new_message', (m) => m.edited)).toEqual(edited);
    expect(await storedRow(message.id)).toEqual({ message: 'First post', edited: true, deleted: false });
    // The editing tab has the acknowledgement and hears no echo.
    await adaTab.presence();
    expect(edits(adaTab)).toEqual([]);
  });

  it('takes the spec’s form too: message with edited: true, naming the message by identifier, to and medium', async () => {
    const { cyd, adaTab, bob1, message } = await conversation();
    const spec = { ...message, message: 'First post', edited: true };
    const edited = ok(await emitAck(adaTab, 'message', spec));
    expect(edited).toMatchObject({
      id: message.id,
      identifier: message.identifier,
      message: 'First post',
      edited: true,
    });
    expect(await bob1.next('new_message', (m) => m.edited)).toEqual(edited);
    // The conversation named must be the message's, and only its author edits it.
    expectRefused(await emitAck(adaTab, 'message', { ...spec, to: cyd.user.id }), 'MESSAGE_NOT_FOUND', 404);
    expectRefused(await emitAck(bob1, 'message', { ...spec, message: 'Mine now' }), 'MESSAGE_NOT_FOUND', 404);
    expectInvalid(await emitAck(adaTab, 'message', { ...spec, identifier: 7, id: undefined }), [
      'Message id is required',
    ]);
    expect(await storedRow(message.id)).toEqual({ message: 'First post', edited: true, deleted: false });
    expect(await messageCount(server)).toBe(1);
  });

  it('refuses anyone but the author, an unchanged text, invalid input and a missing message', async () => {
    const { adaTab, bob1, message } = await conversation();
    expectRefused(
      await emitAck(bob1, 'edit_message', { id: message.id, message: 'Bob was here' }),
      'NOT_AUTHORIZED',
      403,
    );
    expectRefused(
      await emitAck(adaTab, 'edit_message', { id: message.id, message: 'Frist post' }),
      'NO_CHANGES_DETECTED',
      400,
    );
    expectInvalid(await emitAck(adaTab, 'edit_message', { id: message.id, message: '  ' }), ['Message is required']);
    expectInvalid(await emitAck(adaTab, 'edit_message', { id: message.id, message: 'First\u0000post' }), [
      'Message contains characters that are not allowed',
    ]);
    expectInvalid(await emitAck(adaTab, 'edit_message', { id: 'abc', message: 'x' }), [
      'Message id must be a valid id',
    ]);
    expectRefused(
      await emitAck(adaTab, 'edit_message', { id: '00000000-0000-4000-8000-000000000000', message: 'x' }),
      'MESSAGE_NOT_FOUND',
      404,
    );
    expect(await storedRow(message.id)).toEqual({ message: 'Frist post', edited: false, deleted: false });
    await caughtUp(bob1);
    expect(edits(bob1)).toEqual([]);
  });
});

describe('delete_message', () => {
  it('marks the message deleted with its text cleared, tells both parties, and keeps it in the history', async () => {
    const { ada, bob, adaTab, bob1, bob2, message } = await conversation();
    const deleted = ok(await emitAck(adaTab, 'delete_message', { id: message.id, medium: 'direct', to: bob.user.id }));
    expect(deleted).toMatchObject({ id: message.id, message: '', attachments: [], deleted: true });
    for (const tab of [bob1, bob2]) expect(await tab.next('message_deleted')).toEqual(deleted);
    expect(await storedRow(message.id)).toMatchObject({ message: '', deleted: true });

    for (const [who, other] of [
      [bob, ada],
      [ada, bob],
    ] as const) {
      const [shown] = await history(who, 'direct', other.user.id);
      expect(shown).toMatchObject({ id: message.id, message: '', deleted: true });
    }
  });

  it('refuses anyone but the author, a second deletion, a wrong conversation, and then any edit', async () => {
    const { ada, bob, cyd, adaTab, bob1, message } = await conversation();
    const removal = { id: message.id, medium: 'direct', to: bob.user.id };
    expectRefused(await emitAck(bob1, 'delete_message', { ...removal, to: ada.user.id }), 'NOT_AUTHORIZED', 403);
    expectRefused(await emitAck(adaTab, 'delete_message', { ...removal, to: cyd.user.id }), 'MESSAGE_NOT_FOUND', 404);
    expectRefused(await emitAck(adaTab, 'delete_message', { ...removal, medium: 'post' }), 'MESSAGE_NOT_FOUND', 404);
    expect(await emitAck(adaTab, 'delete_message', { ...removal, medium: 'sms' })).toMatchObject({ statusCode: 400 });
    expect(await storedRow(message.id)).toMatchObject({ deleted: false });

    ok(await emitAck(adaTab, 'delete_message', removal));
    expectRefused(await emitAck(adaTab, 'delete_message', removal), 'MESSAGE_NOT_DELETED', 400);
    expectRefused(await emitAck(adaTab, 'edit_message', { id: message.id, message: 'Back' }), 'MESSAGE_NOT_FOUND', 404);
    expect(await storedRow(message.id)).toEqual({ message: '', edited: false, deleted: true });
    await caughtUp(bob1);
    expect(received(bob1, ['message_deleted'])).toHaveLength(1);
    expect(edits(bob1)).toEqual([]);
  });
});
