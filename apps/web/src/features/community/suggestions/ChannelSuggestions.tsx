import type { ChannelSuggestion } from '@plaza/contract';
import { IconHash } from '@tabler/icons-react';
import { useState } from 'react';
import { FollowChannelButton } from '../../channels';
import { CommunityAvatar } from '../../../components/CommunityAvatar';
import { SuggestionBlock } from './SuggestionBlock';
import { SuggestionRow } from './SuggestionRow';
import { useChannelSuggestions } from './use-suggestions';

/** Public channels to follow (in the selected zone, if any). */
export function ChannelSuggestions() {
  const [expanded, setExpanded] = useState(false);
  const query = useChannelSuggestions(expanded);
  return (
    <SuggestionBlock<ChannelSuggestion>
      title="Channels to follow"
      query={query}
      expanded={expanded}
      onExpand={() => setExpanded(true)}
      emptyIcon={<IconHash size={18} />}
      emptyText="No channels to suggest right now."
      keyOf={(channel) => channel.channel_id}
      renderItem={(channel) => (
        <SuggestionRow
          avatar={
            <CommunityAvatar
              kind="channel"
              id={channel.channel_id}
              name={channel.channel_name}
              photo={channel.channel_displayPhoto}
              size={36}
            />
          }
          name={channel.channel_name}
          detail={`in ${channel.zone_subdomain}`}
          action={
            <FollowChannelButton channelId={channel.channel_id} channelName={channel.channel_name} following={false} />
          }
        />
      )}
    />
  );
}
