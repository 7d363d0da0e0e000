import { IconMovie } from '@tabler/icons-react';
import { ListEmpty } from '../../../components/ListStates';
import { FeedList } from '../../posts';
import { ProfileSection } from './ProfileSection';

/** Their videos the caller may see, newest first, a page at a time. */
export function ProfileVideos({ userId, self }: { userId: string; self: boolean }) {
  return (
    <ProfileSection title="Videos">
      <FeedList
        filters={{ userId }}
        empty={<ListEmpty icon={<IconMovie />} text={self ? 'You have not posted a video yet.' : 'No videos yet.'} />}
      />
    </ProfileSection>
  );
}
