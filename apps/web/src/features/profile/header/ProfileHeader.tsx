import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProfileRelation, PublicProfile } from '@plaza/contract';
import { IconMail } from '@tabler/icons-react';
import { UserAvatar } from '../../../components/UserAvatar';
import { contactCounts } from '../profile-relation';
import { PresenceLine } from './PresenceLine';
import { ProfileActions } from './ProfileActions';

interface ProfileHeaderProps {
  user: PublicProfile;
  userName: string;
  relation: ProfileRelation;
}

/** Who this is: photo, names, presence and e-mail (contacts and oneself), contact counts and the actions. */
export function ProfileHeader({ user, userName, relation }: ProfileHeaderProps) {
  const isContact = relation.isInContact && !relation.self;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group gap="lg" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
          <UserAvatar user={user} size={96} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2}>
                {user.fullName}
              </Title>
              {relation.self && <Badge variant="light">You</Badge>}
              {isContact && (
                <Badge variant="outline" color="teal.9">
                  Contact
                </Badge>
              )}
              {relation.blocked && (
                <Badge variant="light" color="red">
                  Blocked
                </Badge>
              )}
            </Group>
            {user.userName && <Text c="dimmed">@{user.userName}</Text>}
            {isContact && <PresenceLine userId={user.id} relation={relation} />}
            {relation.email && (
              <Group gap={6} wrap="nowrap">
                <IconMail size={16} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text size="sm" truncate>
                  {relation.email}
                </Text>
              </Group>
            )}
            <Text size="sm" c="dimmed">
              {contactCounts(relation)}
            </Text>
          </Stack>
        </Group>
        <ProfileActions user={user} userName={userName} relation={relation} />
      </Group>
    </Paper>
  );
}
