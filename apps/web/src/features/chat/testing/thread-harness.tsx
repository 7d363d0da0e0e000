import { buildPath } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { notifications } from '@mantine/notifications';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { useSocketStore } from '../../../realtime/socket';
import { stubApi, type FakeAnswer } from '../../../testing/fake-api';
import type { ChatTarget, ComposerDraft } from '../thread/thread-types';
import { useChatThread } from '../thread/use-chat-thread';
import { BOB, ME, aMessage, pageOf } from './chat-fixture';
import { installFakeChatSocket, type FakeChatSocket } from './fake-chat-socket';
import { renderChatHook } from './render-chat-hook';
import { toastHost } from '../../../lib/toast';

export const historyPath = (medium: 'direct' | 'post', id: string) => buildPath(api.chat.messages.path, { medium, id });
export const READ = `POST ${buildPath(api.chat.markRead.path, { userId: BOB.id })}`;
export const DIRECT: ChatTarget = { medium: 'direct', id: BOB.id };
export const draft = (message: string): ComposerDraft => ({ message, parent: null, attachments: [] });
export const fromMe = (minute: number, overrides = {}) => aMessage(minute, { createdBy: ME, to: BOB.id, ...overrides });
export const messageTexts = (messages: { message: string; status: string }[]) =>
  messages.map((m) => `${m.status}:${m.message}`);

/** Each test gets a fresh fake socket and a spy on the toasts; read them through the getters. */
export function setUpThreadTests() {
  const live = {} as { socket: FakeChatSocket; toasts: MockInstance<typeof notifications.show> };
  beforeEach(() => {
    live.socket = installFakeChatSocket();
    live.toasts = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    // No toast stack is mounted here: toasts go straight to the (spied) store.
    toastHost.ready();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSocketStore.setState({ socket: null, connected: false });
  });
  return live;
}

/** Bob's conversation: `history` (oldest first) answered in pages by the lastDate cursor. */
export function stubConversation(history = [aMessage(1), aMessage(2)], extra: Record<string, FakeAnswer> = {}) {
  return stubApi({
    [`GET ${historyPath('direct', BOB.id)}`]: (call) => {
      const before = call.query.get('lastDate');
      const limit = Number(call.query.get('limit'));
      const older = history.filter((m) => !before || Date.parse(m.createdOn) < Date.parse(before));
      return { body: pageOf(older.slice(-limit), older.length > limit) };
    },
    [READ]: () => ({ body: { userId: BOB.id, count: 0 } }),
    ...extra,
  });
}

/** The conversation with Bob, once its first page is shown. */
export async function openDirect() {
  const view = renderChatHook(useChatThread, { initialProps: DIRECT });
  await waitFor(() => expect(view.result.current.status).toBe('ready'));
  return view;
}
