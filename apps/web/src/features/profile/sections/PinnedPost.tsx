import * as api from '@plaza/contract/api';
import { IconPin } from '@tabler/icons-react';
import { useApiQuery } from '../../../api/hooks';
import { ListEmpty, QueryStates } from '../../../components/ListStates';
import { PostGrid, PostGridPlaceholders } from '../../posts';
import { ProfileSection } from './ProfileSection';

/** The video pinned to the profile (featured), if the caller may see it. */
export function PinnedPost({ userId, self }: { userId: string; self: boolean }) {
  const query = useApiQuery(api.posts.featured, { params: { userId } }, { toast: false });
  const post = query.data ?? null;
  return (
    <ProfileSection title="Pinned video">
      <QueryStates
        query={query}
        isEmpty={post === null}
        loading={<PostGridPlaceholders count={1} />}
        empty={
          <ListEmpty
            icon={<IconPin />}
            text={self ? 'Pin one of your videos from its page to show it here.' : 'No pinned video.'}
          />
        }
      >
        {post && <PostGrid posts={[post]} label="Pinned video" />}
      </QueryStates>
    </ProfileSection>
  );
}
