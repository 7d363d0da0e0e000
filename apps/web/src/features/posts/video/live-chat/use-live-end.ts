import { LIVE } from '@plaza/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../../realtime/use-socket-event';
import { updateCachedPost } from '../../shared/post-cache';

/**
 * The end of a live, heard over the socket (`live_ended`, sent to the post's room), not found by
 * waiting for the playlist to close: the page shows at once that the live has ended, as the server
 * now has it (not streaming, its recording processing), and asks for the post until its video is ready.
 */
export function useLiveEnd(postId: string): void {
  const client = useQueryClient();
  useSocketEvent('live_ended', (ended) => {
    if (ended.postId !== postId) return;
    updateCachedPost(client, postId, (post) => ({
      ...post,
      streaming: false,
      videoName: LIVE.recordingName,
      media: { ...post.media, status: 'processing' },
    }));
  });
}
