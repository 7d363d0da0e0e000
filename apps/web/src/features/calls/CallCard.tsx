import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CallUser } from '@plaza/contract';
import { IconPhone, IconPhoneOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../components/UserAvatar';
import { accept, leave } from './call-actions';
import { CALL_CARD_WIDTH, CALL_CARD_Z } from './call-layout';
import { useIsPhone } from './use-is-phone';

/** A call card (spec 02 §9: 400 px) at the bottom right; on a phone, full width at the bottom. */
export function CallCard({ label, children, ...data }: { label: string; children: ReactNode }) {
  const phone = useIsPhone();
  return (
    <Paper
      role="dialog"
      aria-label={label}
      shadow="xl"
      withBorder
      radius={phone ? 0 : 'md'}
      p="md"
      {...data}
      style={{
        position: 'fixed',
        zIndex: CALL_CARD_Z,
        right: phone ? 0 : 24,
        bottom: phone ? 0 : 24,
        width: phone ? '100%' : CALL_CARD_WIDTH,
      }}
    >
      {children}
    </Paper>
  );
}

/** The other party's photo and name above a line of what is happening. */
export function CallPeer({ peer, status }: { peer: CallUser; status: ReactNode }) {
  return (
    <Group wrap="nowrap" gap="sm">
      <UserAvatar user={{ id: peer.id, fullName: peer.name, userName: null, displayPhoto: peer.avatar }} size={48} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={700} truncate>
          {peer.name}
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {status}
        </Text>
      </Stack>
    </Group>
  );
}

/** Ringing: the incoming card (accept, decline) or the outgoing one (cancel). */
export function RingingCard({ peer, incoming }: { peer: CallUser; incoming: boolean }) {
  return (
    <CallCard label={incoming ? `Incoming call from ${peer.name}` : `Calling ${peer.name}`}>
      <Stack gap="md">
        <CallPeer peer={peer} status={incoming ? 'Incoming video call…' : 'Calling…'} />
        {incoming ? (
          <Group grow>
            <Button color="red" leftSection={<IconPhoneOff size={18} />} onClick={() => leave()}>
              Decline
            </Button>
            <Button color="teal.9" leftSection={<IconPhone size={18} />} onClick={() => void accept()}>
              Accept
            </Button>
          </Group>
        ) : (
          <Button color="red" leftSection={<IconPhoneOff size={18} />} onClick={() => leave()}>
            Cancel call
          </Button>
        )}
      </Stack>
    </CallCard>
  );
}
