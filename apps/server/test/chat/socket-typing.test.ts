import { afterEach, describe, expect, it } from 'vitest';
import { block } from '../users/support.js';
import { directRoomName } from '@plaza/contract';
import {
  emitAck,
  ok,
  people,
  received,
  Tabs,
  typing,
  useChatServer,
  caughtUp,
  typingHandled,
} from './socket-support.js';

const server = useChatServer();

const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

/** Bob has two tabs: one shows his conversation with Ada, the other does not. */
async function bobWatchingAda() {
  const who = await people(server);
  const { ada, bob } = who;
  const adaTab = await tabs.connect(ada.client);
  const viewing = await tabs.connect(bob.client);
  const elsewhere = await tabs.connect(bob.client);
  ok(await emitAck(viewing, 'join_direct_user', { userId: ada.user.id }));
  return { ...who, adaTab, viewing, elsewhere };
}

describe('typing in a direct conversation', () => {
  it("reaches only the recipient's tab showing the conversation, naming the sender", async () => {
    const { ada, bob, adaTab, viewing, elsewhere } = await bobWatchingAda();
    typing(adaTab, { medium: 'direct', to: bob.user.id });
    expect(await viewing.next('typing')).toEqual({
      medium: 'direct',
      to: bob.user.id,
      roomName: directRoomName(ada.user.id, bob.user.id),
      user: { id: ada.user.id, fullName: 'Ada', userName: ada.user.user_name, displayPhoto: null },
    });
    // Again (the sender's summary is kept per socket, and still right).
    typing(adaTab, { medium: 'direct', to: bob.user.id });
    expect(await viewing.next('typing')).toMatchObject({ user: { id: ada.user.id } });
    // Had Ada's typing gone to them, it would have been in the broadcast the viewing tab heard.
    await caughtUp(elsewhere, adaTab);
    expect(received(elsewhere, ['typing'])).toEqual([]);
    // Not echoed to the sender.
    expect(received(adaTab, ['typing'])).toEqual([]);
  });

  it('stops once the tab leaves the conversation', async () => {
    const { ada, bob, cyd, adaTab, viewing, elsewhere } = await bobWatchingAda();
    viewing.socket.emit('leave_direct_user', { userId: ada.user.id });
    ok(await emitAck(viewing, 'join_direct_user', { userId: cyd.user.id }));
    // Bob's other tab now shows the conversation: Ada's typing reaching it is the broadcast the left tab was in.
    ok(await emitAck(elsewhere, 'join_direct_user', { userId: ada.user.id }));
    typing(adaTab, { medium: 'direct', to: bob.user.id });
    await elsewhere.next('typing');
    // Proof the watch is long enough: Cyd's typing, sent after Ada's, arrives.
    const cydTab = await tabs.connect(cyd.client);
    typing(cydTab, { medium: 'direct', to: bob.user.id });
    expect(await viewing.next('typing')).toMatchObject({ user: { id: cyd.user.id } });
    expect(received(viewing, ['typing'])).toHaveLength(1);
  });

  it('drops typing from a non-contact, from someone the recipient blocked, to oneself, and invalid payloads', async () => {
    const { ada, bob, cyd, dan, adaTab, viewing } = await bobWatchingAda();
    const danTab = await tabs.connect(dan.client);
    const cydTab = await tabs.connect(cyd.client);
    ok(await emitAck(viewing, 'join_direct_user', { userId: dan.user.id }));
    ok(await emitAck(viewing, 'join_direct_user', { userId: cyd.user.id }));
    await block(server, bob.user.id, cyd.user.id);

    await typingHandled(danTab, { medium: 'direct', to: bob.user.id });
    await typingHandled(cydTab, { medium: 'direct', to: bob.user.id });
    const adaSelf = await tabs.connect(ada.client);
    ok(await emitAck(adaSelf, 'join_direct_user', { userId: ada.user.id }));
    await typingHandled(adaTab, { medium: 'direct', to: ada.user.id });
    const raw = adaTab.socket as unknown as { emit(event: string, ...args: unknown[]): void };
    raw.emit('typing', { medium: 'direct', to: 'bob' });
    raw.emit('typing', null);
    raw.emit('typing', { medium: 'pigeon', to: bob.user.id });
    raw.emit('join_direct_user', 'nonsense');
    // The barrier: Ada's typing, sent last from a tab that sent invalid payloads, still arrives.
    typing(adaTab, { medium: 'direct', to: bob.user.id });
    expect(await viewing.next('typing')).toMatchObject({ user: { id: ada.user.id } });
    await caughtUp(adaSelf);
    expect(received(viewing, ['typing'])).toHaveLength(1);
    expect(received(adaSelf, ['typing'])).toEqual([]);
    expect(adaTab.socket.connected).toBe(true);
  });
});
