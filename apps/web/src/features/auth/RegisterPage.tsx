import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../../routing/paths';
import { AuthCardHeader } from './AuthCardHeader';
import { SignInAlternatives } from './SignInAlternatives';
import { AuthFooterLink } from './AuthFooterLink';

/** /register: sign up with a third party (only those configured), a wallet, or an e-mail address. */
export function RegisterPage() {
  return (
    <>
      <AuthCardHeader title="Create your account" text="Join Plaza to follow channels, share videos and meet." />
      <SignInAlternatives dividerLabel="or" />
      <Button component={Link} to={PATHS.registerWithEmail} size="md" fullWidth leftSection={<IconMail size={18} />}>
        Sign up with e-mail
      </Button>
      <AuthFooterLink question="Already have an account?" label="Sign in" to={PATHS.login} />
    </>
  );
}
