import * as api from '@plaza/contract/api';
import { useEffect } from 'react';
import { call } from '../api/client';
import { usePresenceStore } from './presence-store';
import { closeSocket, openSocket } from './socket';

const AUTH_CODES = new Set(['NOT_SIGNED_IN', 'INVALID_JWT']);
const RETRY_MS = 5000;

/**
 * Keeps the tab's socket open while the signed-in layout is shown, and feeds presence (the
 * contacts' user ids, as spec 02 §7 sends them). A handshake
 * refused for a stale access token makes one authenticated call (which refreshes the session the
 * usual way) and connects again.
 */
export function RealtimeBridge() {
  useEffect(() => {
    const socket = openSocket();
    const presence = usePresenceStore.getState();
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A connecting tab is told, one `presence` each, which contacts are online: what was known goes.
    socket.on('connect', () => presence.setOnline([]));
    socket.on('presence', (userId) => presence.connected(userId));
    socket.on('contact_user_connected', (userId) => presence.connected(userId));
    socket.on('socket_disconnected', ({ userId, lastOnlineDate }) => presence.disconnected(userId, lastOnlineDate));
    socket.on('connect_error', (error) => {
      if (!AUTH_CODES.has(error.message)) return; // Socket.IO retries other failures by itself.
      clearTimeout(retry);
      retry = setTimeout(() => {
        call(api.notifications.counts, {}, { toast: false })
          .then(() => socket.connect())
          .catch(() => undefined);
      }, RETRY_MS);
    });
    return () => {
      clearTimeout(retry);
      closeSocket();
      usePresenceStore.getState().reset();
    };
  }, []);
  return null;
}
