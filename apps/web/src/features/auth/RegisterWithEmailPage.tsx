import { Button, Stack, TextInput } from '@mantine/core';
import { USER, registerBody } from '@plaza/contract';
import { PasswordField } from '../../components/PasswordField';
import { useContractForm } from '../../forms/use-contract-form';
import { AuthCardHeader } from './AuthCardHeader';
import { useRegister } from './use-account-mutations';
import { AuthFooterLink } from './AuthFooterLink';
import { signInPath, useNextPath } from './use-next-path';

/** /register-with-email: the form is checked by the server's own schema, so the words match. */
export function RegisterWithEmailPage() {
  const next = useNextPath();
  const form = useContractForm({
    schema: registerBody,
    initialValues: { fullName: '', email: '', password: '', password1: '' },
  });
  const register = useRegister(next);

  const submit = form.submit((body) => register.mutate({ body: next ? { ...body, next } : body }));

  return (
    <>
      <AuthCardHeader
        title="Sign up with e-mail"
        text="We will send you a link to verify your address; then you choose your username."
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Full name" autoComplete="name" withAsterisk autoFocus {...form.field('fullName')} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.field('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            withAsterisk
            description={`At least ${USER.passwordMin} characters`}
            {...form.field('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            {...form.field('password1')}
          />
          <Button type="submit" loading={register.isPending} fullWidth size="md" mt="xs">
            Create account
          </Button>
        </Stack>
      </form>
      <AuthFooterLink question="Already have an account?" label="Sign in" to={signInPath(next)} />
    </>
  );
}
