import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { loginBody } from '@plaza/contract';
import { Link, useLocation } from 'react-router';
import { PasswordField } from '../../components/PasswordField';
import { useContractForm } from '../../forms/use-contract-form';
import { PATHS, to } from '../../routing/paths';
import { AuthCardHeader } from './AuthCardHeader';
import { SignInAlternatives } from './SignInAlternatives';
import { useLogin } from './use-auth-mutations';
import { AuthFooterLink } from './AuthFooterLink';
import { verifiedEmailOf } from './verified-email';
import { useNextPath } from './use-next-path';

const COPY = {
  login: { title: 'Welcome back', text: 'Sign in to pick up where you left off.' },
  join: { title: 'Sign in to continue', text: 'Sign in and we will take you to the page you asked for.' },
};

/**
 * /login and /join (which carries ?next= so the user returns there, also through sign-up). Right
 * after verifying an e-mail the address is filled in.
 */
export function LoginPage({ variant }: { variant: 'login' | 'join' }) {
  const verifiedEmail = verifiedEmailOf(useLocation().state);
  const next = useNextPath();
  const form = useContractForm({
    schema: loginBody,
    initialValues: { emailOrUserName: verifiedEmail ?? '', password: '' },
  });
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
            autoFocus={!verifiedEmail}
            {...form.field('emailOrUserName')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            withAsterisk
            autoFocus={Boolean(verifiedEmail)}
            {...form.field('password')}
          />
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
      <AuthFooterLink question="New to Plaza?" label="Create an account" to={to.withNext(PATHS.register, next)} />
    </>
  );
}
