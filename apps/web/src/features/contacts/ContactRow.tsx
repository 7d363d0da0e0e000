import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Contact } from '@plaza/contract';
import { useId } from 'react';
import { useIsOnline, useLastOnline } from '../../realtime/presence-store';
import { PresenceAvatar } from './PresenceAvatar';
import { presenceText } from './presence-text';

interface ContactRowProps {
  contact: Contact;
  selected: boolean;
  onSelect: (contact: Contact) => void;
}

/** One contact: photo with the online dot, name, @username and presence; choosing it opens the side panel. */
export function ContactRow({ contact, selected, onSelect }: ContactRowProps) {
  const person = contact.contactUser;
  const online = useIsOnline(person.id, contact.online);
  const lastOnline = useLastOnline(person.id, contact.lastOnlineDate);
  const nameId = useId();
  return (
    <li aria-labelledby={nameId}>
      <UnstyledButton
        onClick={() => onSelect(contact)}
        aria-current={selected ? 'true' : undefined}
        w="100%"
        p="xs"
        bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Group gap="sm" wrap="nowrap">
          <PresenceAvatar user={person} online={online} size={40} />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate id={nameId}>
              {person.fullName}
            </Text>
            {person.userName && (
              <Text size="xs" c="dimmed" truncate>
                @{person.userName}
              </Text>
            )}
            <Text size="xs" c={online ? 'green' : 'dimmed'}>
              {presenceText(online, lastOnline)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
