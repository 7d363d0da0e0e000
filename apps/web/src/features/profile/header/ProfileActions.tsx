import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { ProfileRelation, PublicProfile } from '@plaza/contract';
import {
  IconBan,
  IconCheck,
  IconDots,
  IconMessageCircle,
  IconPencil,
  IconUserCheck,
  IconUserMinus,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { to } from '../../../routing/paths';
import { messagesPath } from '../../chat';
import { confirmAction } from '../../../components/confirm';
import { primaryAction } from '../profile-relation';
import { useRelationActions } from '../use-relation-actions';

interface ProfileActionsProps {
  user: PublicProfile;
  userName: string;
  relation: ProfileRelation;
}

/**
 * Edit for oneself; for anyone else Invite, Accept, Message and Remove contact, or Unblock, and Block
 * in the ⋯ menu.
 */
export function ProfileActions({ user, userName, relation }: ProfileActionsProps) {
  const actions = useRelationActions(user, userName);
  const primary = primaryAction(relation);
  if (primary === 'edit') {
    return (
      <Button
        component={Link}
        to={to.settingsPage('personal-settings')}
        variant="default"
        leftSection={<IconPencil size={18} />}
      >
        Edit profile
      </Button>
    );
  }

  const confirmUnblock = () =>
    confirmAction({
      text: `Unblock ${user.fullName}? They will be able to invite you again.`,
      onConfirm: actions.unblock,
    });
  const confirmBlock = () =>
    confirmAction({
      text: `Block ${user.fullName}? They can no longer invite, message or call you, and any contact between you ends.`,
      danger: true,
      onConfirm: actions.block,
    });
  const invitationId = relation.invitationReceivedId;

  return (
    <Group gap="xs">
      {primary === 'invite' && (
        <Button leftSection={<IconUserPlus size={18} />} loading={actions.inviting} onClick={actions.invite}>
          Invite
        </Button>
      )}
      {primary === 'invited' && (
        <Button leftSection={<IconCheck size={18} />} disabled>
          Invited
        </Button>
      )}
      {primary === 'accept' && invitationId && (
        <>
          <Button
            leftSection={<IconUserCheck size={18} />}
            loading={actions.responding}
            onClick={() => actions.respond(invitationId, 'ACCEPTED')}
          >
            Accept invitation
          </Button>
          <Button
            variant="default"
            disabled={actions.responding}
            onClick={() => actions.respond(invitationId, 'REJECTED')}
          >
            Decline
          </Button>
        </>
      )}
      {primary === 'remove' && (
        <>
          <Button component={Link} to={messagesPath(user)} leftSection={<IconMessageCircle size={18} />}>
            Message
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconUserMinus size={18} />}
            loading={actions.removing}
            onClick={() =>
              confirmAction({
                text: `Remove ${user.fullName} from your contacts?`,
                danger: true,
                onConfirm: actions.remove,
              })
            }
          >
            Remove contact
          </Button>
        </>
      )}
      {primary === 'unblock' && (
        <Button variant="default" loading={actions.unblocking} onClick={confirmUnblock}>
          Unblock
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="More actions">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {relation.blocked ? (
            <Menu.Item leftSection={<IconBan size={16} />} onClick={confirmUnblock}>
              Unblock
            </Menu.Item>
          ) : (
            <Menu.Item color="red" leftSection={<IconBan size={16} />} onClick={confirmBlock}>
              Block
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
