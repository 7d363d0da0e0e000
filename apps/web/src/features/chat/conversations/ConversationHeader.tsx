import { ActionIcon, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ChatConversation } from '@plaza/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useIsOnline, useLastOnline } from '../../../realtime/presence-store';
import { to } from '../../../routing/paths';
import { CallButton } from '../../calls';
import { PresenceAvatar, presenceText } from '../../contacts';
import { useTyping } from '../thread/use-typing';
import { messagesPath } from './messages-path';

interface ConversationHeaderProps {
  conversation: ChatConversation;
  /** On a narrow screen, where the list is hidden while a conversation is open. */
  withBack: boolean;
}

/** The open conversation's person: photo, name (to their profile) and whether they are typing or online. */
export function ConversationHeader({ conversation, withBack }: ConversationHeaderProps) {
  const { user } = conversation;
  const online = useIsOnline(user.id, false);
  const lastOnline = useLastOnline(user.id, conversation.lastOnlineDate);
  const target = useMemo(() => ({ medium: 'direct' as const, id: user.id }), [user.id]);
  const typing = useTyping(target).length > 0;
  const status = typing ? 'typing…' : online || lastOnline ? presenceText(online, lastOnline) : null;
  return (
    <Group gap="sm" wrap="nowrap">
      {withBack && (
        <ActionIcon
          component={Link}
          to={messagesPath()}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Back to conversations"
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
      )}
      <PresenceAvatar user={user} online={online} size={40} />
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Title order={2} size="md" lineClamp={1}>
          {user.userName ? (
            <Anchor component={Link} to={to.profile(user.userName)} inherit c="inherit">
              {user.fullName}
            </Anchor>
          ) : (
            user.fullName
          )}
        </Title>
        <Text size="xs" c={typing || online ? 'green' : 'dimmed'} aria-live="polite" data-status>
          {status}
        </Text>
      </Stack>
      <CallButton user={{ id: user.id, fullName: user.fullName, displayPhoto: user.displayPhoto }} online={online} />
    </Group>
  );
}
