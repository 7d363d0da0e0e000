import { isSocketError } from '@plaza/contract';
import { useEffect, useState } from 'react';
import { useSocketStore } from '../../../../realtime/socket';
import { useSocketEvent } from '../../../../realtime/use-socket-event';

/**
 * Watches a post's live room while mounted: join_post on mount and again after every reconnect
 * (the server forgets a dropped socket's rooms), leave_post on unmount. Answers how many are
 * watching: from the join's answer, then from stream_viewer_count_change; null until known, and
 * when there is no room to watch (`postId` null: the post is not live).
 */
export function usePostRoom(postId: string | null): number | null {
  const socket = useSocketStore((s) => s.socket);
  const connected = useSocketStore((s) => s.connected);
  const [watching, setWatching] = useState<{ postId: string; counter: number } | null>(null);

  useEffect(() => {
    if (!socket || !connected || postId === null) return;
    let current = true;
    socket.emit('join_post', { postId }, (reply) => {
      if (current && !isSocketError(reply)) setWatching({ postId, counter: reply.counter });
    });
    return () => {
      current = false;
      // A dropped socket has left its rooms already; a buffered leave would only follow the next join.
      if (socket.connected) socket.emit('leave_post', { postId });
    };
  }, [socket, connected, postId]);

  useSocketEvent('stream_viewer_count_change', (change) => {
    if (change.postId === postId) setWatching({ postId, counter: change.counter });
  });

  return watching?.postId === postId ? watching.counter : null;
}
