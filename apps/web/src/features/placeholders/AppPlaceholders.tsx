import { IconBookmark, IconMessageCircle, IconPlayerPlay, IconSearch } from '@tabler/icons-react';
import { SEARCH_SCOPES } from '@plaza/contract';
import { useParams } from 'react-router';
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

export function VideoPage() {
  return (
    <ComingSoonPage
      title="Video"
      description="Watch, react, comment and save."
      icon={<IconPlayerPlay />}
      emptyTitle="Video playback is coming soon"
      emptyText="This video can't be shown yet: watching videos arrives with the next version of Plaza."
    />
  );
}

const SCOPE_LABELS: Record<(typeof SEARCH_SCOPES)[number], string> = {
  post: 'videos',
  channel: 'channels',
  zone: 'zones',
  profile: 'people',
};

function isScope(value: string): value is (typeof SEARCH_SCOPES)[number] {
  return (SEARCH_SCOPES as readonly string[]).includes(value);
}

export function SearchPage() {
  const { scope = '', value = '' } = useParams();
  const what = isScope(scope) ? SCOPE_LABELS[scope] : 'everything';
  return (
    <ComingSoonPage
      title="Search"
      description={`Results for “${value}” in ${what}.`}
      icon={<IconSearch />}
      emptyTitle="Search is coming soon"
      emptyText="Matching videos, channels, zones and people will appear here."
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
