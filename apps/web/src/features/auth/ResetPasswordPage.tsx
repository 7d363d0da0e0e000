import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { USER, messages, password, resetPasswordBody } from '@plaza/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PasswordField } from '../../components/PasswordField';
import { useContractForm } from '../../forms/use-contract-form';
import { PATHS } from '../../routing/paths';
import { AuthCardHeader } from './AuthCardHeader';
import { useResetPassword } from './use-account-mutations';

/** The new password twice; the server's rule for the password, equality checked here. */
const resetPasswordForm = resetPasswordBody
  .pick({ password: true })
  .extend({ password: password('New password'), confirmPassword: password('Confirm password') })
  .refine((form) => form.password === form.confirmPassword, {
    error: messages.notEqual('Passwords'),
    path: ['confirmPassword'],
  });

/** /reset-password/{token}: open signed in or out; a successful reset signs the user in. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const form = useContractForm({ schema: resetPasswordForm, initialValues: { password: '', confirmPassword: '' } });
  const reset = useResetPassword();
  const linkInvalid = reset.error?.code === 'INVALID_PASSWORD_RESET_TOKEN';

  const submit = form.submit((body) => reset.mutate({ body: { token, password: body.password } }));

  return (
    <>
      <AuthCardHeader title="Choose a new password" text="You will be signed in with it straight away." />
      {linkInvalid && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title="This link cannot be used" mb="md">
          Reset links work once and expire.{' '}
          <Anchor component={Link} to={PATHS.forgotPassword}>
            Ask for a new link
          </Anchor>
          .
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            withAsterisk
            autoFocus
            description={`At least ${USER.passwordMin} characters`}
            {...form.field('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            {...form.field('confirmPassword')}
          />
          <Button type="submit" loading={reset.isPending} fullWidth size="md" mt="xs">
            Reset password
          </Button>
        </Stack>
      </form>
    </>
  );
}
