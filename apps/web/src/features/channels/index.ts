export { ChannelCard } from './ChannelCard';
export { CreateChannelDialog } from './CreateChannelDialog';
export { FollowChannelButton } from './FollowChannelButton';
export { useSelectedZoneChannels, useUserChannels } from './queries';
