import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../../realtime/use-socket-event';
import { postDetailKey } from '../../shared/post-cache';

/**
 * The start of a live, heard over the socket (`live_started`, sent to the post's room, which the
 * page of a prepared live watches): the post is asked for again, and the player starts.
 */
export function useLiveStart(postId: string): void {
  const client = useQueryClient();
  useSocketEvent('live_started', (started) => {
    if (started.postId === postId) void client.invalidateQueries({ queryKey: postDetailKey(postId) });
  });
}
