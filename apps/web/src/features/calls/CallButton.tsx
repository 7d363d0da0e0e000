import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { User } from '@plaza/contract';
import { IconPhone } from '@tabler/icons-react';
import { postCallNews, useCallInbox } from './call-inbox';

type Callee = Pick<User, 'id' | 'fullName' | 'displayPhoto'>;

interface CallButtonProps {
  user: Callee;
  online: boolean;
  /** An icon (a header) or a labelled button (a panel). */
  variant?: 'icon' | 'button';
}

/** Starts a video call with a contact; disabled, saying why, while they are offline or a call is on. */
export function CallButton({ user, online, variant = 'icon' }: CallButtonProps) {
  const busy = useCallInbox((s) => s.busy);
  const why = busy ? 'You are already in a call' : online ? null : `${user.fullName} is offline`;
  const label = `Video call ${user.fullName}`;
  const start = () =>
    postCallNews({ type: 'dial', user: { id: user.id, name: user.fullName, avatar: user.displayPhoto } });
  const control =
    variant === 'icon' ? (
      <ActionIcon variant="subtle" size="lg" aria-label={label} disabled={why !== null} onClick={start}>
        <IconPhone size={20} />
      </ActionIcon>
    ) : (
      <Button
        variant="default"
        leftSection={<IconPhone size={16} />}
        aria-label={label}
        disabled={why !== null}
        onClick={start}
      >
        Call
      </Button>
    );
  // A disabled button gets no pointer events: the tooltip sits on a wrapper, and names the reason.
  return (
    <Tooltip label={why ?? label} withArrow>
      <span style={{ display: variant === 'icon' ? 'inline-flex' : 'block' }} aria-description={why ?? undefined}>
        {control}
      </span>
    </Tooltip>
  );
}
