import { buildPath } from '@plaza/contract';
import { PATHS } from '../../../routing/paths';

/** /video/{postId}: a post's page. */
export function videoPath(postId: string): string {
  return buildPath(PATHS.video, { id: postId });
}
