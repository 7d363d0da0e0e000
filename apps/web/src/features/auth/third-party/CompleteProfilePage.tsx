import { Alert, Anchor } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { PATHS } from '../../../routing/paths';
import { AuthCardHeader } from '../AuthCardHeader';
import { ChooseUserNameForm } from '../ChooseUserNameForm';
import { useCompleteProfile } from './use-complete-profile';

/** The e-mail the provider vouched for, handed over by the return page (absent after a reload elsewhere). */
function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' && state.email !== '' ? state.email : null;
}

/** /complete-profile/{token}: a new third-party user chooses a username, then is signed in. */
export function CompleteProfilePage() {
  const { token = '' } = useParams();
  const email = emailFrom(useLocation().state);
  const complete = useCompleteProfile();
  const linkUnusable = complete.error?.code === 'THIRD_PARTY_AUTH_ERROR';

  const choose = 'Choose your username to finish signing up. Others find and mention you by it.';
  return (
    <>
      <AuthCardHeader
        title="Complete your profile"
        text={email ? `You are signing up as ${email}. ${choose}` : choose}
      />
      {linkUnusable && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title="This sign-up link cannot be used" mb="md">
          Sign-up links work once and expire.{' '}
          <Anchor component={Link} to={PATHS.login}>
            Go to sign in
          </Anchor>{' '}
          and continue with your provider again.
        </Alert>
      )}
      <ChooseUserNameForm
        submitLabel="Finish signing up"
        pending={complete.isPending}
        onSubmit={(userName) => complete.mutate({ body: { token, userName } })}
      />
    </>
  );
}
