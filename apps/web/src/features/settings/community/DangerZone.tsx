import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDoorExit, IconTrash } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm';
import { COMMUNITY_TEXT, type CommunityKind } from './community-text';

interface DangerZoneProps {
  kind: CommunityKind;
  name: string;
  /** canDelete turns 'leave' into 'delete' (spec 02 §6). */
  canDelete: boolean;
  leave: () => void;
  remove: () => void;
  pending: boolean;
}

/** Leaving (or unfollowing) and deleting, each behind the confirm dialog. */
export function DangerZone({ kind, name, canDelete, leave, remove, pending }: DangerZoneProps) {
  const text = COMMUNITY_TEXT[kind];
  const label = canDelete ? text.remove : text.leave;
  const explanation = canDelete ? text.removeText(name) : text.leaveText(name);
  const act = () => confirmAction({ text: explanation, danger: true, onConfirm: canDelete ? remove : leave });

  return (
    <Paper withBorder radius="lg" p="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" c="red.8">
          Danger zone
        </Title>
        <Group justify="space-between" align="center" wrap="wrap">
          <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 240 }}>
            {explanation}
          </Text>
          <Button
            color="red"
            variant="light"
            loading={pending}
            leftSection={canDelete ? <IconTrash size={16} /> : <IconDoorExit size={16} />}
            onClick={act}
          >
            {label}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
