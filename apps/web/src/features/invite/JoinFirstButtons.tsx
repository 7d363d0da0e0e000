import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS, to } from '../../routing/paths';

/** For a signed-out visitor of an invitation: sign up or sign in, and come back to `back`. */
export function JoinFirstButtons({ back }: { back: string }) {
  return (
    <Group gap="sm">
      <Button component={Link} to={to.withNext(PATHS.register, back)}>
        Join Plaza
      </Button>
      <Button component={Link} to={to.join(back)} variant="default">
        I have an account
      </Button>
    </Group>
  );
}
