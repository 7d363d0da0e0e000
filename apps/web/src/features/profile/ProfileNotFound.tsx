import { IconUserOff } from '@tabler/icons-react';
import { ErrorPage } from '../errors';

/** No user by that name (or the name cannot be one): a dead end with the way home. */
export function ProfileNotFound() {
  return (
    <ErrorPage
      icon={<IconUserOff size={36} />}
      title="User not found"
      text="Nobody on Plaza goes by this username. The link may be mistyped, or the user may have changed it."
    />
  );
}
