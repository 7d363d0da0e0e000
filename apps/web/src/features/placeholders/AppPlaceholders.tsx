import { IconBookmark, IconMessageCircle } from '@tabler/icons-react';
import { ComingSoonPage } from '../../components/ComingSoon';

/**
 * Signed-in pages of spec 02 §2 whose features come after the walking skeleton: each has its real
 * frame and an honest empty state, never a blank page.
 */

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

export function MessagesPage() {
  return (
    <ComingSoonPage
      title="Messages"
      description="Chat with your contacts and call them."
      icon={<IconMessageCircle />}
      emptyTitle="No conversations yet"
      emptyText="Your conversations will appear here."
    />
  );
}
