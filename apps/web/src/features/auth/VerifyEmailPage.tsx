import { Alert, Anchor } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PATHS } from '../../routing/paths';
import { AuthCardHeader } from './AuthCardHeader';
import { ChooseUserNameForm } from './ChooseUserNameForm';
import { useVerifyEmail } from './use-account-mutations';
import { useNextPath } from './use-next-path';

/**
 * /verify-email/{token}: the link from the verification mail; the user picks a username. Its `?next=`
 * (an invitation, say) goes on to sign-in, so even in another browser the user ends up there.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verify = useVerifyEmail(useNextPath());
  const linkInvalid = verify.error?.code === 'INVALID_VERIFICATION_TOKEN';

  return (
    <>
      <AuthCardHeader
        title="Verify your e-mail"
        text="Choose your username to finish signing up. Others find and mention you by it."
      />
      {linkInvalid && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title="This link cannot be used" mb="md">
          Verification links work once and expire. If you have verified your address already,{' '}
          <Anchor component={Link} to={PATHS.login}>
            sign in
          </Anchor>
          ; otherwise sign in to have a new link sent.
        </Alert>
      )}
      <ChooseUserNameForm
        submitLabel="Verify and continue"
        pending={verify.isPending}
        onSubmit={(userName) => verify.mutate({ body: { token, userName } })}
      />
    </>
  );
}
