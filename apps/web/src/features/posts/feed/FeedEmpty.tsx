import { Button } from '@mantine/core';
import { IconBroadcast, IconHash, IconMovie, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/EmptyPanel';
import { PATHS } from '../../../routing/paths';
import { openAddContent } from '../upload/add-content-store';
import type { FeedTab } from './feed-view';

const addContent = (
  <Button leftSection={<IconPlus size={18} />} onClick={openAddContent}>
    Add content
  </Button>
);

/**
 * The timeline's empty state, in the words of the tab shown, with a way forward. All lists every
 * video the user may watch (of the selected channel or zone, if any); Following only theirs.
 */
export function FeedEmpty({ tab, channelSelected }: { tab: FeedTab; channelSelected: boolean }) {
  if (tab === 'live') {
    return (
      <EmptyPanel
        icon={<IconBroadcast />}
        title="Nobody is live right now"
        text="Live streams from your channels show here while they are on air."
      />
    );
  }
  if (tab === 'following') {
    return (
      <EmptyPanel
        icon={<IconHash />}
        title="Nothing from the channels you follow yet"
        text="Follow channels to see their videos here."
      >
        <Button component={Link} to={PATHS.channels} variant="default">
          Find channels
        </Button>
        {addContent}
      </EmptyPanel>
    );
  }
  return (
    <EmptyPanel
      icon={<IconMovie />}
      title={channelSelected ? 'No videos in this channel yet' : 'No videos yet'}
      text={
        channelSelected
          ? 'Be the first to share a video here.'
          : 'Nobody has shared a video you can watch yet. Be the first to share one.'
      }
    >
      {addContent}
    </EmptyPanel>
  );
}
