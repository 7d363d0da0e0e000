import { Button, type ButtonProps } from '@mantine/core';
import * as api from '@plaza/contract/api';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiMutation } from '../../api/hooks';
import { showErrorToast, showSuccessToast } from '../../lib/toast';

interface InviteUserButtonProps {
  userId: string;
  fullName: string;
  /** What the button says before inviting: 'Invite', 'Add', 'Add to contacts'. */
  label: string;
  /** The name read out when several such buttons share a list, e.g. 'Invite Ada Lovelace'. */
  ariaLabel?: string;
  /** The caller has a pending invitation to them already. */
  invited?: boolean;
  isInContact?: boolean;
  size?: ButtonProps['size'];
}

type Standing = 'none' | 'invited' | 'contact';

/**
 * Invites a member to the user's contacts (spec 02 §4): the button reads `label`, then a disabled
 * Invited once invited, or In contacts when they already are. An answer saying so counts as such.
 */
export function InviteUserButton(props: InviteUserButtonProps) {
  const { userId, fullName, label, ariaLabel, invited = false, isInContact = false, size } = props;
  const [standing, setStanding] = useState<Standing>(isInContact ? 'contact' : invited ? 'invited' : 'none');
  const invite = useApiMutation(api.contacts.invite, {
    // An answer that they are invited or a contact already is no error here: the button just says so.
    toast: false,
    onSuccess: () => {
      setStanding('invited');
      showSuccessToast(`Invitation sent to ${fullName}`);
    },
    onError: (error) => {
      if (error.code === 'INVITATION_ALREADY_SENT_FOR_USER') setStanding('invited');
      else if (error.code === 'USER_ALREADY_IN_CONTACTS') setStanding('contact');
      else showErrorToast(error.message);
    },
  });
  const shown: Standing = isInContact ? 'contact' : standing === 'none' && invited ? 'invited' : standing;

  if (shown !== 'none') {
    return (
      <Button size={size} variant="light" disabled leftSection={<IconCheck size={14} />} style={{ flex: 'none' }}>
        {shown === 'contact' ? 'In contacts' : 'Invited'}
      </Button>
    );
  }
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconUserPlus size={14} />}
      aria-label={ariaLabel}
      loading={invite.isPending}
      onClick={() => invite.mutate({ body: { userId } })}
      style={{ flex: 'none' }}
    >
      {label}
    </Button>
  );
}
