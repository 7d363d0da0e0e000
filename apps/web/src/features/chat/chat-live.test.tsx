import { buildPath, type ChatConversation } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSocketStore } from '../../realtime/socket';
import { stubApi, type FakeCall } from '../../testing/fake-api';
import { ChatBridge } from './ChatBridge';
import { useConversations, useUnreadCounts } from './chat-queries';
import { openConversation } from './open-conversation';
import { BOB, CARL, ME, aMessage, uuid } from './testing/chat-fixture';
import { installFakeChatSocket, type FakeChatSocket } from './testing/fake-chat-socket';
import { renderChatHook } from './testing/render-chat-hook';
import { useChatThread } from './thread/use-chat-thread';

const UNREAD = `GET ${api.chat.unreadCounts.path}`;
const LIST = `GET ${api.chat.conversations.path}`;

const row = (user: typeof BOB, minute: number | null, unreadCount = 0): ChatConversation => ({
  user,
  lastMessage:
    minute === null
      ? null
      : {
          id: uuid(500 + minute),
          preview: `old ${minute}`,
          createdOn: new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString(),
          fromMe: false,
          deleted: false,
          attachmentCount: 0,
        },
  unreadCount,
  canMessage: true,
  lastOnlineDate: null,
});

let socket: FakeChatSocket;
let calls: FakeCall[];
let rows: ChatConversation[];
let bobUnread: number;
const reads = () => calls.filter((c) => c.method === 'POST').length;
beforeEach(() => {
  socket = installFakeChatSocket();
  rows = [row(CARL, 5), row(BOB, 1, 2)];
  bobUnread = 2;
  calls = stubApi({
    [UNREAD]: () => ({ body: bobUnread ? [{ userId: BOB.id, count: bobUnread }] : [] }),
    [`GET ${buildPath(api.chat.messages.path, { medium: 'direct', id: BOB.id })}`]: () => ({
      body: { data: [], limit: 50, hasMore: false },
    }),
    [`POST ${buildPath(api.chat.markRead.path, { userId: BOB.id })}`]: () => {
      bobUnread = 0;
      return { body: { userId: BOB.id, count: 0 } };
    },
    [LIST]: (call) => {
      const skip = Number(call.query.get('skip'));
      const limit = Number(call.query.get('limit'));
      return { body: { data: rows.slice(skip, skip + limit), total: rows.length, limit, skip } };
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSocketStore.setState({ socket: null, connected: false });
});

function live() {
  const view = renderChatHook(() => ({ unread: useUnreadCounts(), list: useConversations('') }), {
    alongside: <ChatBridge />,
  });
  return view;
}

async function ready() {
  const view = live();
  await waitFor(() => expect(view.result.current.list.status).toBe('ready'));
  await waitFor(() => expect(view.result.current.unread.total).toBe(2));
  return view;
}

const order = (list: ChatConversation[]) => list.map((c) => [c.user.fullName, c.lastMessage?.preview, c.unreadCount]);

describe('unread counts', () => {
  it('count a new direct message from someone else', async () => {
    const { result } = await ready();
    socket.serverSends('new_message', aMessage(1));
    socket.serverSends('new_message', aMessage(2, { createdBy: CARL }));
    socket.serverSends('new_message', aMessage(3, { createdBy: ME, to: BOB.id }));
    socket.serverSends('new_message', aMessage(4, { medium: 'post', to: uuid(9) }));
    await waitFor(() => expect(result.current.unread.total).toBe(4));
    expect(result.current.unread.byUser.get(BOB.id)).toBe(3);
    expect(result.current.unread.byUser.get(CARL.id)).toBe(1);
  });

  it('do not count what is read in an open, visible conversation, but do when the page is hidden', async () => {
    const { result } = await ready();
    const closed = openConversation(BOB.id);
    socket.serverSends('new_message', aMessage(1));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    socket.serverSends('new_message', aMessage(2));
    closed();
    await waitFor(() => expect(result.current.unread.byUser.get(BOB.id)).toBe(3));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.unread.byUser.get(BOB.id)).toBe(3);
  });

  it('go to zero when another tab read the conversation', async () => {
    const { result } = await ready();
    socket.serverSends('conversation_read', { userId: BOB.id });
    await waitFor(() => expect(result.current.unread.total).toBe(0));
    expect(result.current.unread.byUser.has(BOB.id)).toBe(false);
    expect(order(result.current.list.conversations)).toEqual([
      [CARL.fullName, 'old 5', 0],
      [BOB.fullName, 'old 1', 0],
    ]);
  });

  it('are asked again after a reconnect', async () => {
    await ready();
    const asked = () => calls.filter((c) => c.path === api.chat.unreadCounts.path).length;
    expect(asked()).toBe(1);
    socket.setConnected(false);
    socket.setConnected(true);
    await waitFor(() => expect(asked()).toBe(2));
  });
});

describe('the conversation list', () => {
  it('moves a conversation to the top with the new preview and count', async () => {
    const { result } = await ready();
    const message = aMessage(30, { message: 'x'.repeat(200), attachments: [{ name: 'a.webp' }] });
    socket.serverSends('new_message', message);
    await waitFor(() => expect(result.current.list.conversations[0]?.user.id).toBe(BOB.id));
    expect(order(result.current.list.conversations)).toEqual([
      [BOB.fullName, 'x'.repeat(120), 3],
      [CARL.fullName, 'old 5', 0],
    ]);
    expect(result.current.list.conversations[0]?.lastMessage).toMatchObject({
      id: message.id,
      fromMe: false,
      attachmentCount: 1,
    });
    socket.serverSends('new_message', aMessage(31, { createdBy: ME, to: CARL.id, message: 'mine' }));
    await waitFor(() =>
      expect(result.current.list.conversations[0]?.lastMessage).toMatchObject({ preview: 'mine', fromMe: true }),
    );
    socket.serverSends('message_deleted', { ...message, message: '', deleted: true });
    await waitFor(() =>
      expect(result.current.list.conversations[1]?.lastMessage).toMatchObject({ preview: '', deleted: true }),
    );
  });

  it('takes an edit (new_message with edited) as a new preview, never as a new message', async () => {
    const { result } = await ready();
    const last = { ...aMessage(1), id: uuid(501) };
    socket.serverSends('new_message', { ...last, message: 'better', edited: true });
    await waitFor(() => expect(result.current.list.conversations[1]?.lastMessage?.preview).toBe('better'));
    expect(order(result.current.list.conversations)).toEqual([
      [CARL.fullName, 'old 5', 0],
      [BOB.fullName, 'better', 2],
    ]);
    expect(result.current.unread.total).toBe(2);
  });

  it('moves the conversation for this tab’s own message, of which the server sends it no echo', async () => {
    const view = renderChatHook(
      () => ({ list: useConversations(''), thread: useChatThread({ medium: 'direct', id: BOB.id }) }),
      { alongside: <ChatBridge /> },
    );
    await waitFor(() => expect(view.result.current.list.status).toBe('ready'));
    await waitFor(() => expect(view.result.current.thread.status).toBe('ready'));
    const sending = view.result.current.thread.send({ message: 'on my way', parent: null, attachments: [] });
    socket.answer('message', aMessage(40, { createdBy: ME, to: BOB.id, message: 'on my way' }));
    expect(await sending).toBe(true);
    await waitFor(() =>
      expect(view.result.current.list.conversations[0]?.lastMessage).toMatchObject({
        preview: 'on my way',
        fromMe: true,
      }),
    );
    expect(view.result.current.list.conversations[0]?.user.id).toBe(BOB.id);
  });

  it('is fetched again for a conversation it does not hold', async () => {
    const { result } = await ready();
    const dora = { ...CARL, id: uuid(4), fullName: 'Dora New' };
    rows = [row(dora, 40), ...rows];
    socket.serverSends('new_message', aMessage(40, { createdBy: dora }));
    await waitFor(() => expect(result.current.list.conversations[0]?.user.fullName).toBe('Dora New'));
  });

  it('asks pages of 30 with the search', async () => {
    const view = renderChatHook(() => useConversations('  bob '));
    await waitFor(() => expect(view.result.current.status).toBe('ready'));
    const list = calls.find((c) => c.path === api.chat.conversations.path);
    expect(list?.query.toString()).toBe('skip=0&limit=30&search=bob');
    expect(view.result.current.hasMore).toBe(false);
  });
});

describe('opening a direct conversation', () => {
  it('sets its unread count to zero, and keeps it there while Bob writes', async () => {
    const { result } = renderChatHook(
      () => ({ unread: useUnreadCounts(), thread: useChatThread({ medium: 'direct', id: BOB.id }) }),
      { alongside: <ChatBridge /> },
    );
    await waitFor(() => expect(result.current.thread.status).toBe('ready'));
    await waitFor(() => expect(reads()).toBe(1));
    await waitFor(() => expect(result.current.unread.total).toBe(0));
    socket.serverSends('new_message', aMessage(1));
    await waitFor(() => expect(reads()).toBe(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.unread.total).toBe(0);
  });
});
