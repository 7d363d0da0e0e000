import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS, to } from '../../routing/paths';
import { AuthCardHeader } from './AuthCardHeader';
import { SignInAlternatives } from './SignInAlternatives';
import { AuthFooterLink } from './AuthFooterLink';
import { signInPath, useNextPath } from './use-next-path';

/** /register: sign up with a third party (only those configured), a wallet, or an e-mail address. */
export function RegisterPage() {
  const next = useNextPath();
  return (
    <>
      <AuthCardHeader title="Create your account" text="Join Plaza to follow channels, share videos and meet." />
      <SignInAlternatives dividerLabel="or" />
      <Button
        component={Link}
        to={to.withNext(PATHS.registerWithEmail, next)}
        size="md"
        fullWidth
        leftSection={<IconMail size={18} />}
      >
        Sign up with e-mail
      </Button>
      <AuthFooterLink question="Already have an account?" label="Sign in" to={signInPath(next)} />
    </>
  );
}
