import { Group, Stack, Title } from '@mantine/core';
import { LIVE, type Post } from '@plaza/contract';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../../components/use-page-title';
import { updateCachedPost } from '../shared/post-cache';
import { SecondaryActions } from './actions/SecondaryActions';
import { ModeratorRemove, PinButton, SettingsIcon } from './author/AuthorTools';
import { CommentsSection } from './comments/CommentsSection';
import { PostDescription } from './header/PostDescription';
import { PostLiveChat } from './live-chat/PostLiveChat';
import { usePostRoom } from './live-chat/use-post-room';
import { useLiveEnd } from './live-chat/use-live-end';
import { useLiveStart } from './live-chat/use-live-start';
import { VideoMeta } from './header/VideoMeta';
import { VideoPlayer } from './player/VideoPlayer';
import { ReactionButtons } from './reactions/ReactionButtons';
import { RecommendedList } from './recommended/RecommendedList';
import { useInPlaceOfSidePanels } from '../../../components/side-panel-slot';

/**
 * The video page's content (spec 02 §2): player, title, who and where, actions, description,
 * comments, what next. A live stream's chat takes the side panels' place where they are shown,
 * and otherwise comes right under the actions, in view below the player on a phone.
 */
export function VideoDetail({ post }: { post: Post }) {
  const client = useQueryClient();
  usePageTitle(post.title);
  // Only a live stream has a room to watch and chat in; a recorded video goes straight to its comments.
  // A prepared live's page watches it too, to hear the live start.
  const prepared = post.liveStream && !post.streaming && post.videoName === LIVE.playlistName;
  const watching = usePostRoom(post.streaming || prepared ? post.id : null);
  useLiveStart(post.id);
  useLiveEnd(post.id);
  const inlineChat = useInPlaceOfSidePanels(
    post.streaming ? (inColumn) => <PostLiveChat postId={post.id} fill={inColumn} /> : null,
  );
  const showViews = (viewsCount: number) =>
    updateCachedPost(client, post.id, (cached) => ({
      ...cached,
      postReaction: { ...cached.postReaction, viewsCount },
    }));

  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%">
      <VideoPlayer post={post} onViews={showViews} watching={watching} />
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={1} fz={{ base: 20, sm: 24 }} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Title>
          <SettingsIcon post={post} />
        </Group>
        <VideoMeta post={post} watching={watching} />
        <Group gap="xs" wrap="wrap">
          <ReactionButtons post={post} />
          <SecondaryActions post={post} />
          <PinButton post={post} />
          <ModeratorRemove post={post} />
        </Group>
        {inlineChat}
        <PostDescription text={post.description} />
      </Stack>
      <CommentsSection post={post} />
      <RecommendedList postId={post.id} />
    </Stack>
  );
}
