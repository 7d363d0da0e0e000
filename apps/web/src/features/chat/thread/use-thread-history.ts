import { LISTS } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useCallback, useEffect, useRef } from 'react';
import { call } from '../../../api/client';
import { useSocketStore } from '../../../realtime/socket';
import { withNewestPage, withOlderPage } from './thread-state';
import type { ChatTarget } from './thread-types';
import type { ThreadStore } from './use-thread-store';

/**
 * The history of one conversation: the newest page on opening (LISTS.chatPage), older pages on
 * demand by a lastDate cursor, and the newest page again each time the socket reconnects, since
 * events sent while it was down are lost.
 */
export function useThreadHistory(target: ChatTarget, key: string, store: ThreadStore) {
  const { medium, id } = target;
  const connected = useSocketStore((s) => s.connected);

  const loadNewest = useCallback(
    async (signal?: AbortSignal) => {
      const opening = store.current(key)?.status !== 'ready';
      try {
        const page = await call(
          api.chat.messages,
          { params: { medium, id }, query: { limit: LISTS.chatPage } },
          // A catch-up after a reconnect fails quietly: the history shown stays.
          { signal, toast: opening },
        );
        store.update(key, (v) => ({ ...v, status: 'ready', data: withNewestPage(v.data, page) }));
      } catch {
        if (signal?.aborted) return;
        store.update(key, (v) => (v.status === 'ready' ? v : { ...v, status: 'error' }));
      }
    },
    [store, key, medium, id],
  );

  useEffect(() => {
    const controller = new AbortController();
    void loadNewest(controller.signal);
    return () => controller.abort();
  }, [loadNewest]);

  const wasConnected = useRef(connected);
  useEffect(() => {
    const reconnected = connected && !wasConnected.current;
    wasConnected.current = connected;
    if (reconnected) void loadNewest();
  }, [connected, loadNewest]);

  const retry = useCallback(() => {
    store.update(key, (v) => (v.status === 'error' ? { ...v, status: 'loading' } : v));
    void loadNewest();
  }, [store, key, loadNewest]);

  const loadOlder = useCallback(() => {
    const view = store.current(key);
    const oldest = view?.data.messages[0];
    if (!view || view.status !== 'ready' || view.loadingOlder || !view.data.hasOlder) return;
    if (oldest?.status !== 'sent') return;
    store.update(key, (v) => ({ ...v, loadingOlder: true }));
    call(api.chat.messages, { params: { medium, id }, query: { limit: LISTS.chatPage, lastDate: oldest.createdOn } })
      .then((page) => store.update(key, (v) => ({ ...v, loadingOlder: false, data: withOlderPage(v.data, page) })))
      .catch(() => store.update(key, (v) => ({ ...v, loadingOlder: false })));
  }, [store, key, medium, id]);

  return { retry, loadOlder };
}
