import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RoleCode } from '@plaza/contract';
import type { ReactNode } from 'react';
import { CommunityAvatar } from '../../../components/CommunityAvatar';
import type { CommunityKind } from './community-text';

interface CommunityHeaderProps {
  kind: CommunityKind;
  id: string;
  name: string;
  photo: string | null;
  role: RoleCode;
  isPublic: boolean;
  /** A line under the name: the zone's address, or the channel's zone. */
  subtitle: ReactNode;
  /** Counts and dates, shown small. */
  facts: string[];
}

/** The chosen zone or channel at a glance: photo, name, the user's role and a few facts. */
export function CommunityHeader({ kind, id, name, photo, role, isPublic, subtitle, facts }: CommunityHeaderProps) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="lg" wrap="nowrap" align="center">
        <CommunityAvatar kind={kind} id={id} name={name} photo={photo} size={64} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Badge variant="light">{role}</Badge>
            <Badge variant="outline" color={isPublic ? 'teal.9' : 'gray.7'}>
              {isPublic ? 'Public' : 'Private'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" component="div">
            {subtitle}
          </Text>
          <Text size="xs" c="dimmed">
            {facts.join(' · ')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
