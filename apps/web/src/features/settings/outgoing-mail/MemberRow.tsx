import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UnverifiedUser } from '@plaza/contract';
import { IconMailForward, IconUserCheck } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format-date';

interface MemberRowProps {
  member: UnverifiedUser;
  busy: boolean;
  onResend: () => void;
  onVerify: () => void;
}

/** A member still to verify: who, since when, how they sign in, and the two ways to help them. */
export function MemberRow({ member, busy, onResend, onVerify }: MemberRowProps) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={member.fullName}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{member.fullName}</Text>
            <Badge size="xs" variant="light" color={member.signIn === 'wallet' ? 'grape' : 'gray'}>
              {member.signIn === 'wallet' ? 'Wallet' : 'Password'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {member.email}
          </Text>
          <Text size="xs" c="dimmed">
            Signed up on {formatDate(member.createdOn)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconMailForward size={14} />}
            disabled={busy}
            onClick={onResend}
          >
            Resend verification mail
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUserCheck size={14} />}
            disabled={busy}
            onClick={onVerify}
          >
            Verify by hand
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
