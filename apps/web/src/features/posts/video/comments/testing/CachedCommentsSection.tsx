import type { Post } from '@plaza/contract';
import { useQuery } from '@tanstack/react-query';
import { postDetailKey } from '../../../shared/post-cache';
import { CommentsSection } from '../CommentsSection';

/** The section as the video page shows it: reading the cached post, so its count follows the cache. */
export function CachedCommentsSection({ postId }: { postId: string }) {
  // Never fetched: the test seeds the cache; a queryFn keeps TanStack Query from warning.
  const { data } = useQuery<Post>({
    queryKey: postDetailKey(postId),
    queryFn: () => new Promise<Post>(() => {}),
    enabled: false,
  });
  return data ? <CommentsSection post={data} /> : null;
}
