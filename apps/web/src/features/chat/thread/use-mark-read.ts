import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../../api/client';
import { setUnread } from '../chat-cache';

/**
 * Marks a direct conversation read (api.chat.markRead) and sets its unread count to what the
 * server answered. Calls asked for while one is on its way are folded into one more call after it.
 */
export function useMarkRead(): (userId: string) => void {
  const queryClient = useQueryClient();
  return useMemo(() => {
    let busy = false;
    let next: string | null = null;
    function markRead(userId: string): void {
      if (busy) {
        next = userId;
        return;
      }
      busy = true;
      call(api.chat.markRead, { params: { userId } }, { toast: false })
        .then((reply) => setUnread(queryClient, userId, () => reply.count))
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          const again = next;
          next = null;
          if (again) markRead(again);
        });
    }
    return markRead;
  }, [queryClient]);
}
