import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { USER, userNameCheckBody } from '@plaza/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useZodForm } from '../../forms/use-zod-form';
import { PATHS } from '../../routing/paths';
import { AuthCardHeader } from './AuthCardHeader';
import { UserNameAvailability } from './UserNameAvailability';
import { useVerifyEmail } from './use-account-mutations';
import { useUserNameAvailability } from './username-availability';

/** /verify-email/{token}: the link from the verification mail; the user picks a username. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const form = useZodForm(userNameCheckBody, { userName: '' });
  const availability = useUserNameAvailability(form.values.userName);
  const verify = useVerifyEmail();
  const linkInvalid = verify.error?.code === 'INVALID_VERIFICATION_TOKEN';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (body) verify.mutate({ body: { token, userName: body.userName } });
  };

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
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Username"
            autoComplete="username"
            withAsterisk
            autoFocus
            description={`${USER.userNameMin} to ${USER.userNameMax} letters, digits or _`}
            {...form.field('userName')}
          />
          <UserNameAvailability availability={availability} />
          <Button
            type="submit"
            loading={verify.isPending}
            disabled={availability?.status === 'taken'}
            fullWidth
            size="md"
          >
            Verify and continue
          </Button>
        </Stack>
      </form>
    </>
  );
}
