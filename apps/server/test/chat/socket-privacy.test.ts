import { afterEach, describe, expect, it } from 'vitest';
import {
  CHAT_EVENTS,
  emitAck,
  ok,
  people,
  received,
  sent,
  Tabs,
  typing,
  useChatServer,
  caughtUp,
} from './socket-support.js';

const server = useChatServer();

const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

/**
 * Cyd is a contact of both Ada and Bob, with two tabs open, one of them showing her
 * conversation with Ada (so she hears Ada's typing there). Nothing of Ada↔Bob may reach her.
 * To prove the watch was long enough, Ada then sends Cyd something from the same tab, which the
 * server handles after everything before it: once that has arrived, anything of Ada↔Bob that
 * was going to reach Cyd would have too.
 */
describe('a direct conversation is private to its two parties', () => {
  it('tells a third user who is a contact of both nothing: no message, edit, deletion or typing', async () => {
    const { ada, bob, cyd } = await people(server);
    const cyd1 = await tabs.connect(cyd.client);
    const cyd2 = await tabs.connect(cyd.client);
    ok(await emitAck(cyd1, 'join_direct_user', { userId: ada.user.id }));
    ok(await emitAck(cyd1, 'join_direct_user', { userId: bob.user.id }));
    const adaTab = await tabs.connect(ada.client);
    const bobTab = await tabs.connect(bob.client);
    ok(await emitAck(bobTab, 'join_direct_user', { userId: ada.user.id }));
    await cyd1.presence();

    const message = await sent(adaTab, bob.user.id, 'Just between us');
    typing(adaTab, { medium: 'direct', to: bob.user.id });
    ok(await emitAck(adaTab, 'edit_message', { id: message.id, message: 'Still between us' }));
    ok(await emitAck(adaTab, 'delete_message', { id: message.id, medium: 'direct', to: bob.user.id }));
    const reply = await sent(bobTab, ada.user.id, 'Agreed');
    typing(bobTab, { medium: 'direct', to: ada.user.id });

    // Bob did get all of it (his typing went to Ada's tabs showing Bob: none, so nothing there).
    expect(await bobTab.next('new_message')).toMatchObject({ id: message.id });
    expect(await bobTab.next('typing')).toMatchObject({ medium: 'direct', user: { id: ada.user.id } });
    expect(await bobTab.next('new_message', (m) => m.edited)).toMatchObject({
      id: message.id,
      message: 'Still between us',
    });
    expect(await bobTab.next('message_deleted')).toMatchObject({ id: message.id, deleted: true });
    expect(await adaTab.next('new_message', (m) => m.id === reply.id)).toEqual(reply);

    // The barrier: from the same tabs, something Cyd does receive.
    typing(adaTab, { medium: 'direct', to: cyd.user.id });
    const toCyd = await sent(adaTab, cyd.user.id, 'Hello Cyd');
    typing(bobTab, { medium: 'direct', to: cyd.user.id });
    const fromBob = await sent(bobTab, cyd.user.id, 'Hi Cyd');
    expect(await cyd1.next('typing')).toMatchObject({ user: { id: ada.user.id } });
    expect(await cyd1.next('typing')).toMatchObject({ user: { id: bob.user.id } });
    for (const tab of [cyd1, cyd2]) {
      expect(await tab.next('new_message', (m) => m.id === toCyd.id)).toEqual(toCyd);
      expect(await tab.next('new_message', (m) => m.id === fromBob.id)).toEqual(fromBob);
    }

    const events = (tab: typeof cyd1) =>
      received(tab, CHAT_EVENTS)
        .map((r) => r.event)
        .sort();
    expect(events(cyd1)).toEqual(['new_message', 'new_message', 'typing', 'typing']);
    expect(events(cyd2)).toEqual(['new_message', 'new_message']);
    // Nor does Ada↔Bob leak into anything else Cyd received.
    expect(JSON.stringify(cyd1.log) + JSON.stringify(cyd2.log)).not.toMatch(/between us|Agreed/);
  });

  it('does not let a third user read the conversation, edit it or delete from it', async () => {
    const { ada, bob, cyd } = await people(server);
    const adaTab = await tabs.connect(ada.client);
    const cydTab = await tabs.connect(cyd.client);
    const message = await sent(adaTab, bob.user.id, 'Private');

    const edit = await emitAck(cydTab, 'edit_message', { id: message.id, message: 'Mine now' });
    expect(edit).toMatchObject({ message: 'MESSAGE_NOT_FOUND' });
    const removal = await emitAck(cydTab, 'delete_message', { id: message.id, medium: 'direct', to: ada.user.id });
    expect(removal).toMatchObject({ message: 'MESSAGE_NOT_FOUND' });

    const stored = await server.db
      .selectFrom('chat_messages')
      .select(['message', 'deleted', 'edited'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ message: 'Private', deleted: false, edited: false });
    await caughtUp(adaTab);
    expect(received(adaTab, ['new_message', 'message_deleted'])).toEqual([]);
  });
});
