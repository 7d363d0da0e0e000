import { Box, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { OutboxMail } from '@plaza/contract';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { exactDateTime, relativeTime } from '../../../lib/relative-time';
import { Linkified } from './Linkified';

/** One kept mail: subject, recipient and when; its text (with working links) on demand. */
export function MailRow({ mail }: { mail: OutboxMail }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={mail.subject}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
          <Text fw={600}>{mail.subject}</Text>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            To {mail.to}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={exactDateTime(mail.createdOn)}>
            <Text size="xs" c="dimmed" component="time" dateTime={mail.createdOn}>
              {relativeTime(mail.createdOn)}
            </Text>
          </Tooltip>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-expanded={open}
            aria-controls={open ? textId : undefined}
            rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide text' : 'Show text'}
          </Button>
        </Group>
      </Group>
      {open && (
        <Box id={textId} mt="sm" p="sm" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Linkified text={mail.text} />
          </Text>
        </Box>
      )}
    </Paper>
  );
}
