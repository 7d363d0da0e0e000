import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { TOKENS, requestResetPasswordBody } from '@plaza/contract';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useContractForm } from '../../forms/use-contract-form';
import { PATHS } from '../../routing/paths';
import { AuthCardHeader } from './AuthCardHeader';
import { AuthInfoCard } from './AuthInfoCard';
import { useRequestResetPassword } from './use-account-mutations';

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/** /forgot-password: the server answers the same whether or not the address is known. */
export function ForgotPasswordPage() {
  const form = useContractForm({ schema: requestResetPasswordBody, initialValues: { email: '' } });
  const request = useRequestResetPassword();

  const submit = form.submit((body) => request.mutate({ body }));

  if (request.isSuccess) {
    return (
      <AuthInfoCard
        icon={<IconMailForward />}
        title="Check your e-mail"
        text="If an account exists for that address, a reset link is on its way."
        note={`The link works once and expires in ${hours(TOKENS.passwordResetHours)}. Nothing arrived? Check the spelling of ${form.values.email} and your spam folder.`}
      />
    );
  }

  return (
    <>
      <AuthCardHeader
        title="Forgot your password?"
        text="Give your e-mail address and we will send you a reset link."
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk autoFocus {...form.field('email')} />
          <Button type="submit" loading={request.isPending} fullWidth size="md">
            Send reset link
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg" c="dimmed">
        Remembered it?{' '}
        <Anchor component={Link} to={PATHS.login}>
          Back to sign in
        </Anchor>
      </Text>
    </>
  );
}
