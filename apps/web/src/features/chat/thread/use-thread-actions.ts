import { type UserSummary } from '@plaza/contract';
import { TIMING } from '../../../lib/presentation';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { showErrorToast } from '../../../lib/toast';
import { useSocketStore } from '../../../realtime/socket';
import { ownMessageChanged } from '../chat-cache';
import {
  deleteChatMessage,
  editChatMessage,
  nextIdentifier,
  sendChatMessage,
  showSendFailureToast,
  type ChatResult,
} from './chat-socket';
import { confirmed, failedSend, isPending, updated, withPending, withoutFailed } from './thread-state';
import type { ChatTarget, ComposerDraft, PendingMessage } from './thread-types';
import type { ThreadStore } from './use-thread-store';

const socketNow = () => useSocketStore.getState().socket;

/**
 * What the user does in a conversation: send (shown at once, swapped for the server's copy, or
 * removed with its draft kept and a short toast), send again, edit, delete, and say they type.
 * Who may edit or delete is the pane's decision; the server checks it again. The server tells the
 * other tabs; this one applies its acknowledged changes itself, the conversation list included.
 */
export function useThreadActions(target: ChatTarget, key: string, me: UserSummary, store: ThreadStore) {
  const { medium, id } = target;
  const lastTyping = useRef(0);
  const queryClient = useQueryClient();

  return useMemo(() => {
    const send = async (draft: ComposerDraft): Promise<boolean> => {
      const identifier = nextIdentifier();
      const message = draft.message.trim();
      const pending: PendingMessage = {
        status: 'sending',
        identifier,
        message,
        createdBy: me,
        createdOn: new Date().toISOString(),
        parent: draft.parent,
        attachments: draft.attachments,
      };
      store.update(key, (v) => ({ ...v, data: withPending(v.data, pending) }));
      const result = await sendChatMessage(socketNow(), {
        medium,
        to: id,
        message,
        parentId: draft.parent?.id,
        attachments: draft.attachments.map((a) => a.name),
      });
      if (result.ok) {
        store.update(key, (v) => ({ ...v, data: confirmed(v.data, identifier, result.message) }));
        ownMessageChanged(queryClient, result.message, me.id);
        return true;
      }
      const view = store.current(key);
      // No longer pending: the conversation was loaded afresh meanwhile, and shows what was stored.
      if (view && !isPending(view.data, identifier)) return true;
      store.update(key, (v) => ({ ...v, data: failedSend(v.data, { identifier, draft, error: result.error }) }));
      showSendFailureToast(result.error);
      return false;
    };

    const applied = (result: ChatResult): boolean => {
      if (!result.ok) {
        showErrorToast(result.error);
        return false;
      }
      store.update(key, (v) => ({ ...v, data: updated(v.data, result.message) }));
      ownMessageChanged(queryClient, result.message, me.id);
      return true;
    };

    return {
      send,
      resend: async () => {
        const failed = store.current(key)?.data.failed;
        if (!failed) return false;
        store.update(key, (v) => ({ ...v, data: withoutFailed(v.data) }));
        return send(failed.draft);
      },
      dismissFailed: () => store.update(key, (v) => ({ ...v, data: withoutFailed(v.data) })),
      edit: async (messageId: string, message: string) =>
        applied(await editChatMessage(socketNow(), { id: messageId, message })),
      remove: async (messageId: string) =>
        applied(await deleteChatMessage(socketNow(), { id: messageId, medium, to: id })),
      notifyTyping: () => {
        const socket = socketNow();
        const now = Date.now();
        if (!socket?.connected || now - lastTyping.current < TIMING.typingThrottleMs) return;
        lastTyping.current = now;
        socket.emit('typing', { medium, to: id });
      },
    };
  }, [store, key, medium, id, me, queryClient]);
}
