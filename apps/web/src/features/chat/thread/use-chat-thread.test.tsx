import { LISTS, buildPath } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, stubApi } from '../../../testing/fake-api';
import { BOB, CARL, ME, POST_ID, aMessage, pageOf } from '../testing/chat-fixture';
import { renderChatHook } from '../testing/render-chat-hook';
import {
  DIRECT,
  READ,
  fromMe,
  historyPath,
  messageTexts,
  openDirect,
  setUpThreadTests,
  stubConversation,
} from '../testing/thread-harness';
import type { ChatTarget } from './thread-types';
import { useChatThread } from './use-chat-thread';

const live = setUpThreadTests();

describe('history', () => {
  it('loads the newest page of 50, oldest first, and older pages by the oldest shown date', async () => {
    const history = Array.from({ length: 60 }, (_, i) => aMessage(i));
    const calls = stubConversation(history);
    const { result } = await openDirect();
    expect(result.current.messages).toHaveLength(LISTS.chatPage);
    expect(result.current.messages[0]).toMatchObject({ id: history[10]!.id });
    expect(result.current.hasOlder).toBe(true);
    result.current.loadOlder();
    await waitFor(() => expect(result.current.messages).toHaveLength(60));
    expect(result.current.hasOlder).toBe(false);
    const pages = calls.filter((c) => c.path === historyPath('direct', BOB.id));
    expect(pages.map((c) => [c.query.get('limit'), c.query.get('lastDate')])).toEqual([
      ['50', null],
      ['50', history[10]!.createdOn],
    ]);
  });

  it('says it failed, and tries again', async () => {
    let broken = true;
    stubApi({
      [`GET ${historyPath('direct', BOB.id)}`]: () =>
        broken ? failure(500, 'INTERNAL_ERROR') : { body: pageOf([aMessage(1)]) },
      [READ]: () => ({ body: { userId: BOB.id, count: 0 } }),
    });
    const { result } = renderChatHook(useChatThread, { initialProps: DIRECT });
    await waitFor(() => expect(result.current.status).toBe('error'));
    broken = false;
    result.current.retry();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.messages).toHaveLength(1);
  });

  it('catches up on the newest page after a reconnect, and joins the conversation again', async () => {
    const history = [aMessage(1)];
    const calls = stubConversation(history);
    const { result } = await openDirect();
    expect(live.socket.sent('join_direct_user').map((e) => e.payload)).toEqual([{ userId: BOB.id, read: false }]);
    live.socket.setConnected(false);
    history.push(aMessage(2, { message: 'missed' }));
    live.socket.setConnected(true);
    await waitFor(() => expect(messageTexts(result.current.messages)).toContain('sent:missed'));
    expect(calls.filter((c) => c.path === historyPath('direct', BOB.id))).toHaveLength(2);
    expect(live.socket.sent('join_direct_user')).toHaveLength(2);
    expect(live.socket.sent('leave_direct_user')).toHaveLength(0);
  });
});

describe('live messages', () => {
  it('shows new, edited (new_message with edited) and deleted messages of this conversation only', async () => {
    stubConversation();
    const { result } = await openDirect();
    const fromBob = aMessage(3, { message: 'new one' });
    live.socket.serverSends('new_message', fromBob);
    live.socket.serverSends('new_message', fromBob);
    live.socket.serverSends('new_message', aMessage(4, { createdBy: CARL, message: 'Carl to me' }));
    live.socket.serverSends('new_message', aMessage(4, { createdBy: ME, to: CARL.id, message: 'me to Carl' }));
    live.socket.serverSends('new_message', aMessage(4, { medium: 'post', to: BOB.id, message: 'a post room' }));
    expect(messageTexts(result.current.messages)).toEqual(['sent:Message at 1', 'sent:Message at 2', 'sent:new one']);
    live.socket.serverSends('new_message', { ...fromBob, message: 'edited', edited: true });
    // An edit of a message not shown adds nothing.
    live.socket.serverSends('new_message', aMessage(0, { message: 'edited elsewhere', edited: true }));
    expect(result.current.messages[2]).toMatchObject({ message: 'edited', edited: true });
    expect(result.current.messages).toHaveLength(3);
    live.socket.serverSends('message_deleted', { ...fromBob, message: '', deleted: true });
    expect(result.current.messages[2]).toMatchObject({ message: '', deleted: true });
  });

  it('marks the conversation read when opened and when a message from Bob arrives while visible', async () => {
    const calls = stubConversation();
    await openDirect();
    const reads = () => calls.filter((c) => c.method === 'POST');
    await waitFor(() => expect(reads()).toHaveLength(1));
    live.socket.serverSends('new_message', fromMe(3));
    live.socket.serverSends('new_message', aMessage(4));
    await waitFor(() => expect(reads()).toHaveLength(2));
    expect(reads().map((c) => c.path)).toEqual([READ.slice(5), READ.slice(5)]);
  });

  it('waits until the page is visible again to mark a message read', async () => {
    const calls = stubConversation();
    await openDirect();
    const reads = () => calls.filter((c) => c.method === 'POST');
    await waitFor(() => expect(reads()).toHaveLength(1));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    live.socket.serverSends('new_message', aMessage(4));
    await new Promise((r) => setTimeout(r, 20));
    expect(reads()).toHaveLength(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it('shows another conversation from scratch, leaving the one before', async () => {
    stubConversation([aMessage(1, { message: 'with Bob' })], {
      [`GET ${historyPath('direct', CARL.id)}`]: () => ({
        body: pageOf([aMessage(2, { createdBy: CARL, message: 'with Carl' })]),
      }),
      [`POST ${buildPath(api.chat.markRead.path, { userId: CARL.id })}`]: () => ({
        body: { userId: CARL.id, count: 0 },
      }),
    });
    const { result, rerender } = await openDirect();
    expect(messageTexts(result.current.messages)).toEqual(['sent:with Bob']);
    rerender({ medium: 'direct', id: CARL.id });
    expect(result.current.messages).toEqual([]);
    await waitFor(() => expect(messageTexts(result.current.messages)).toEqual(['sent:with Carl']));
    live.socket.serverSends('new_message', aMessage(3, { message: 'Bob again' }));
    expect(messageTexts(result.current.messages)).toEqual(['sent:with Carl']);
    expect(live.socket.emitted.map((e) => [e.event, e.payload])).toEqual([
      ['join_direct_user', { userId: BOB.id, read: false }],
      ['leave_direct_user', { userId: BOB.id }],
      ['join_direct_user', { userId: CARL.id, read: false }],
    ]);
  });

  it('leaves the conversation when closed', async () => {
    stubConversation();
    const { unmount } = await openDirect();
    unmount();
    expect(live.socket.sent('leave_direct_user').map((e) => e.payload)).toEqual([{ userId: BOB.id }]);
  });

  it('in a post room: no join, no read marks, messages to the post only', async () => {
    const calls = stubApi({ [`GET ${historyPath('post', POST_ID)}`]: () => ({ body: pageOf([]) }) });
    const { result } = renderChatHook(useChatThread, { initialProps: { medium: 'post', id: POST_ID } as ChatTarget });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    live.socket.serverSends('new_message', aMessage(1, { medium: 'post', to: POST_ID, message: 'in the room' }));
    live.socket.serverSends('new_message', aMessage(2, { message: 'direct' }));
    expect(messageTexts(result.current.messages)).toEqual(['sent:in the room']);
    expect(live.socket.emitted.map((e) => e.event)).toEqual([]);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
