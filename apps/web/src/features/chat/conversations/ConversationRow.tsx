import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ChatConversation } from '@plaza/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useIsOnline } from '../../../realtime/presence-store';
import { PresenceAvatar } from '../../contacts';
import { conversationTimeLabel } from '../chat-dates';
import { conversationPreview, unreadBadgeText } from './conversation-preview';
import classes from './Messages.module.css';
import { messagesPath } from './messages-path';

interface ConversationRowProps {
  conversation: ChatConversation;
  selected: boolean;
  now: Date;
}

/** One conversation: photo with the online dot, name, last message, its time and the unread count. */
export function ConversationRow({ conversation, selected, now }: ConversationRowProps) {
  const { user, lastMessage, unreadCount } = conversation;
  const online = useIsOnline(user.id, false);
  const nameId = useId();
  return (
    <li aria-labelledby={nameId}>
      <UnstyledButton
        component={Link}
        to={messagesPath(user)}
        className={classes.row}
        data-selected={selected || undefined}
        aria-current={selected ? 'page' : undefined}
      >
        <Group gap="sm" wrap="nowrap">
          <PresenceAvatar user={user} online={online} size={44} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" fw={unreadCount > 0 ? 700 : 600} truncate id={nameId}>
                {user.fullName}
              </Text>
              {lastMessage && (
                <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                  {conversationTimeLabel(new Date(lastMessage.createdOn), now)}
                </Text>
              )}
            </Group>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text
                size="xs"
                c={unreadCount > 0 ? undefined : 'dimmed'}
                fs={lastMessage?.deleted ? 'italic' : undefined}
                truncate
              >
                {conversationPreview(lastMessage)}
              </Text>
              {unreadCount > 0 && (
                <Badge
                  size="sm"
                  circle={unreadCount < 10}
                  aria-label={`${unreadCount} unread`}
                  style={{ flex: 'none' }}
                >
                  {unreadBadgeText(unreadCount)}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
