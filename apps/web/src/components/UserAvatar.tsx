import { Avatar, type MantineSize } from '@mantine/core';
import { initialsOf, profileColorFor, type User } from '@plaza/contract';
import { displayPhotoUrl } from '../api/photo-url';
import { AvatarInitials } from './AvatarInitials';

type AvatarUser = Pick<User, 'id' | 'fullName' | 'userName' | 'displayPhoto'>;

/** The user's photo, or their initials on their profile colour pair (spec 01 §3). */
export function UserAvatar({ user, size = 'md' }: { user: AvatarUser; size?: MantineSize | number }) {
  const colors = profileColorFor(user.id);
  return (
    <Avatar
      src={user.displayPhoto ? displayPhotoUrl(user.displayPhoto) : null}
      alt={user.fullName}
      size={size}
      styles={{ placeholder: { background: colors.background, color: colors.foreground } }}
    >
      <AvatarInitials initials={initialsOf(user.fullName, user.userName ?? '')} />
    </Avatar>
  );
}
