import { Box } from '@mantine/core';
import type { UserSummary } from '@plaza/contract';
import { UserAvatar } from '../../components/UserAvatar';

/** A contact's photo with a green dot while they are online (the text beside it says so in words). */
export function PresenceAvatar({ user, online, size }: { user: UserSummary; online: boolean; size: number }) {
  const dot = Math.max(10, Math.round(size / 4));
  return (
    <Box pos="relative" style={{ flex: 'none' }}>
      <UserAvatar user={user} size={size} />
      {online && (
        <Box
          component="span"
          aria-hidden
          data-online-dot
          pos="absolute"
          right={0}
          bottom={0}
          w={dot}
          h={dot}
          bg="green.6"
          style={{ borderRadius: '50%', border: '2px solid var(--mantine-color-body)' }}
        />
      )}
    </Box>
  );
}
