import { IconMessageCircle } from '@tabler/icons-react';
import { ComingSoonPage } from '../../components/ComingSoon';

/**
 * Signed-in pages of spec 02 §2 whose features come after the walking skeleton: each has its real
 * frame and an honest empty state, never a blank page.
 */

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
