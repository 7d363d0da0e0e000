export { ChannelCard } from './ChannelCard';
export { CreateChannelDialog } from './CreateChannelDialog';
export { FollowChannelButton } from './FollowChannelButton';
export { useChannelDetail, useChannelSearch, useSelectedZoneChannels, useUserChannels } from './queries';
export { rewriteUserChannels, useChannelGone, useUnfollowChannel } from './use-channel-mutations';
