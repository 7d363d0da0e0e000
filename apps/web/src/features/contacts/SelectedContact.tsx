import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type Contact } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { IconMessageCircle, IconUser, IconUserMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useApiMutation } from '../../api/hooks';
import { showSuccessToast } from '../../lib/toast';
import { useIsOnline, useLastOnline } from '../../realtime/presence-store';
import { to } from '../../routing/paths';
import { messagesPath } from '../chat';
import { confirmAction } from '../../components/confirm';
import { CallButton } from '../calls';
import { invalidateContacts } from './contact-queries';
import { PresenceAvatar } from './PresenceAvatar';
import { presenceText } from './presence-text';

interface SelectedContactProps {
  contact: Contact;
  /** After the contact was removed. */
  onRemoved: () => void;
}

/** The chosen contact (spec 02 §2): photo, name, username, e-mail, messaging them, their profile, and removing them. */
export function SelectedContact({ contact, onRemoved }: SelectedContactProps) {
  const person = contact.contactUser;
  const online = useIsOnline(person.id, contact.online);
  const lastOnline = useLastOnline(person.id, contact.lastOnlineDate);
  const queryClient = useQueryClient();
  const remove = useApiMutation(api.contacts.remove, {
    onSuccess: () => {
      showSuccessToast(`${person.fullName} was removed from your contacts`);
      onRemoved();
      void invalidateContacts(queryClient);
    },
  });
  const askToRemove = () =>
    confirmAction({
      text: `Remove ${person.fullName} from your contacts? You will also leave theirs.`,
      danger: true,
      onConfirm: () => remove.mutate({ params: { id: person.id } }),
    });

  return (
    <Stack component="section" aria-label={`Contact ${person.fullName}`} align="center" gap="xs" ta="center">
      <PresenceAvatar user={person} online={online} size={96} />
      <Text fw={700} size="lg">
        {person.fullName}
      </Text>
      {person.userName && (
        <Text size="sm" c="dimmed">
          @{person.userName}
        </Text>
      )}
      <Anchor href={`mailto:${person.email}`} size="sm">
        {person.email}
      </Anchor>
      <Text size="xs" c={online ? 'green' : 'dimmed'}>
        {presenceText(online, lastOnline)}
      </Text>
      <Stack gap="xs" mt="sm" w="100%" maw={260}>
        <Button component={Link} to={messagesPath(person)} leftSection={<IconMessageCircle size={16} />}>
          Message
        </Button>
        <CallButton user={person} online={online} variant="button" />
        {person.userName && (
          <Button
            component={Link}
            to={to.profile(person.userName)}
            variant="default"
            leftSection={<IconUser size={16} />}
          >
            View profile
          </Button>
        )}
        <Button
          color="red"
          variant="light"
          leftSection={<IconUserMinus size={16} />}
          loading={remove.isPending}
          onClick={askToRemove}
        >
          Remove contact
        </Button>
      </Stack>
    </Stack>
  );
}
