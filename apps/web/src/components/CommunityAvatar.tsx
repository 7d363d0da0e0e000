import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf, profileColorFor } from '@plaza/contract';
import { IconHash } from '@tabler/icons-react';
import { channelPhotoUrl, zonePhotoUrl } from '../api/photo-url';
import { AvatarInitials } from './AvatarInitials';

interface CommunityAvatarProps {
  kind: 'zone' | 'channel';
  id: string;
  name: string;
  photo: string | null;
  /** A Mantine size, pixels, or a CSS length (the place banner sizes its photo with a variable). */
  size?: AvatarProps['size'];
}

/** A zone's or channel's photo; without one, the zone's initials or a channel's # on its colour pair. */
export function CommunityAvatar({ kind, id, name, photo, size = 'md' }: CommunityAvatarProps) {
  const colors = profileColorFor(id);
  const src = photo ? (kind === 'zone' ? zonePhotoUrl(photo) : channelPhotoUrl(photo)) : null;
  return (
    <Avatar
      src={src}
      alt={name}
      size={size}
      radius={kind === 'zone' ? 'md' : 'xl'}
      styles={{ placeholder: { background: colors.background, color: colors.foreground } }}
    >
      {kind === 'zone' ? <AvatarInitials initials={initialsOf(name, '')} /> : <IconHash size="60%" />}
    </Avatar>
  );
}
