import { IconBookmark } from '@tabler/icons-react';
import { ComingSoonPage } from '../../components/ComingSoon';

/** STUB (replaced by the folders work): /saved-posts. */
export function SavedPostsPage() {
  return (
    <ComingSoonPage
      title="Saved videos"
      description="Keep videos in folders to watch them again."
      icon={<IconBookmark />}
      emptyTitle="Nothing saved yet"
      emptyText="Your saved videos will appear here."
    />
  );
}
