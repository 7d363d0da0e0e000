export { ChannelCard } from './ChannelCard';
export { CreateChannelDialog } from './CreateChannelDialog';
export { FollowChannelButton } from './FollowChannelButton';
export { useChannelSearch, useSelectedZoneChannels, useUserChannels } from './queries';
