import { Group, Paper, Title } from '@mantine/core';
import { useId } from 'react';
import { useSessionStore } from '../../../../state/session';
import { ChatThread } from '../../../chat';

interface PostLiveChatProps {
  postId: string;
  fill?: boolean;
}

/**
 * The live room of a post (spec 02 §2 Video page): everyone watching chats here, images too. How
 * many watch is the player's to show, once on the page.
 * `fill` draws it edge to edge at its container's full height (in place of the side panels).
 */
export function PostLiveChat({ postId, fill = false }: PostLiveChatProps) {
  const titleId = useId();
  // The room speaks as the session's user; without one (signed out) there is nobody to chat as.
  const signedIn = useSessionStore((session) => session.user !== null);
  if (!signedIn) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder={!fill}
      radius={fill ? 0 : 'md'}
      h={fill ? '100%' : { base: 'min(480px, 70dvh)', sm: 480 }}
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Group
        justify="space-between"
        px="sm"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Title order={2} id={titleId} fz="md">
          Live chat
        </Title>
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <ChatThread
          target={{ medium: 'post', id: postId }}
          canSend
          emptyText="No messages yet. Say hello to everyone watching."
        />
      </div>
    </Paper>
  );
}
