import { errorText, uuid, type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../../api/hooks';
import { showErrorToast } from '../../../lib/toast';
import { PATHS } from '../../../routing/paths';

/** How often the page asks again while the video is being processed, to switch to HLS when ready. */
export const PROCESSING_POLL_MS = 4000;

const isPostId = (value: string) => uuid().safeParse(value).success;

/** Whether to keep asking for the post: only while its media is still being processed. */
export function pollInterval(post: Post | undefined): number | false {
  return post?.media.status === 'processing' && !post.streaming ? PROCESSING_POLL_MS : false;
}

/**
 * The post of the video page. A post that does not exist or may not be seen (POST_NOT_FOUND, which
 * the contract keeps quiet) and an address that cannot name a post send the viewer home with the
 * catalogue's text (spec 02 §4, §8).
 */
export function useVideoPost(postId: string) {
  const navigate = useNavigate();
  const valid = isPostId(postId);
  const query = useApiQuery(
    api.posts.detail,
    { params: { postId } },
    { enabled: valid, refetchInterval: (q) => pollInterval(q.state.data) },
  );
  const missing = !valid || query.error?.code === 'POST_NOT_FOUND';

  useEffect(() => {
    if (!missing) return;
    showErrorToast(errorText('POST_NOT_FOUND'));
    void navigate(PATHS.home, { replace: true });
  }, [missing, navigate]);

  return { query, missing };
}
