import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { loginBody } from '@plaza/contract';
import { Link } from 'react-router';
import { PasswordField } from '../../components/PasswordField';
import { useContractForm } from '../../forms/use-contract-form';
import { PATHS } from '../../routing/paths';
import { AuthCardHeader } from './AuthCardHeader';
import { SignInAlternatives } from './SignInAlternatives';
import { useLogin } from './use-auth-mutations';
import { AuthFooterLink } from './AuthFooterLink';

const COPY = {
  login: { title: 'Welcome back', text: 'Sign in to pick up where you left off.' },
  join: { title: 'Sign in to continue', text: 'Sign in and we will take you to the page you asked for.' },
};

/** /login and /join (which carries ?next= so the user returns there). */
export function LoginPage({ variant }: { variant: 'login' | 'join' }) {
  const form = useContractForm({ schema: loginBody, initialValues: { emailOrUserName: '', password: '' } });
  const login = useLogin();

  const submit = form.submit((body) => login.mutate({ body }));

  return (
    <>
      <AuthCardHeader title={COPY[variant].title} text={COPY[variant].text} />
      <SignInAlternatives dividerLabel="or with your password" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email or username"
            autoComplete="username"
            withAsterisk
            autoFocus
            {...form.field('emailOrUserName')}
          />
          <PasswordField label="Password" autoComplete="current-password" withAsterisk {...form.field('password')} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            Sign in
          </Button>
        </Stack>
      </form>
      <AuthFooterLink question="New to Plaza?" label="Create an account" to={PATHS.register} />
    </>
  );
}
