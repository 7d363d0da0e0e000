import { Badge, Group, Paper, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useId } from 'react';
import { useSessionStore } from '../../../../state/session';
import { ChatThread } from '../../../chat';
import { watchingLabel } from '../../shared/counts';

interface PostLiveChatProps {
  postId: string;
  /** How many watch, from the room the page watches (usePostRoom); null until known. */
  watching: number | null;
  fill?: boolean;
}

/**
 * The live room of a post (spec 02 §2 Video page): everyone watching chats here, images too.
 * `fill` draws it edge to edge at its container's full height (in place of the side panels).
 */
export function PostLiveChat({ postId, watching, fill = false }: PostLiveChatProps) {
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
        {watching !== null && (
          <Badge
            variant="light"
            color="gray"
            leftSection={<IconEye size={12} />}
            title={watchingLabel(watching).title}
            aria-live="polite"
          >
            {watchingLabel(watching).label}
          </Badge>
        )}
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
