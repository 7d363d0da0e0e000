import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ComingSoonPage } from '../../components/ComingSoon';
import { UserAvatar } from '../../components/UserAvatar';
import { useCurrentUser } from '../../state/session';

/** /user/:userName. Profiles of others come later; one's own shows what the session knows. */
export function ProfilePage() {
  const { userName = '' } = useParams();
  const me = useCurrentUser();
  const isMe = me.userName === userName;
  return (
    <ComingSoonPage
      title={isMe ? me.fullName : `@${userName}`}
      description={isMe ? `@${userName} · this is you` : 'Their videos, channels, zones and contacts.'}
      icon={<IconUser />}
      emptyTitle="Profiles are coming soon"
      emptyText="Featured posts, shared lists, channels and zones will appear here."
      above={
        isMe ? (
          <Paper withBorder radius="lg" p="md" mb="sm">
            <Group>
              <UserAvatar user={me} size={56} />
              <Stack gap={0}>
                <Text fw={600}>{me.fullName}</Text>
                <Text size="sm" c="dimmed">
                  {me.email}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ) : undefined
      }
    />
  );
}
