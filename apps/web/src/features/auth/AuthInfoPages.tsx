import { Anchor, Text } from '@mantine/core';
import {
  IconKey,
  IconMailCheck,
  IconMailForward,
  IconUserCheck,
  IconUserPlus,
  IconWallet,
  IconWorldWww,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PATHS } from '../../routing/paths';
import { AuthInfoCard } from './AuthInfoCard';

/**
 * The public sign-up and recovery pages of spec 01 §2 whose features come after the walking
 * skeleton. Each says what it will do and that it is not available yet.
 */
const SOON = 'This is coming soon to Plaza.';

export function RegisterPage() {
  return (
    <AuthInfoCard
      icon={<IconUserPlus />}
      title="Create your account"
      text="Join with Google, Apple, a wallet or your e-mail address."
      note={`${SOON} Until then, ask the administrator of this Plaza for an account.`}
    >
      <Text size="sm">
        <Anchor component={Link} to={PATHS.registerWithEmail}>
          Sign up with e-mail
        </Anchor>
      </Text>
    </AuthInfoCard>
  );
}

export function RegisterWithEmailPage() {
  return (
    <AuthInfoCard
      icon={<IconMailForward />}
      title="Sign up with e-mail"
      text="Give your name, e-mail and a password; we send a link to verify the address."
      note={SOON}
    />
  );
}

export function ForgotPasswordPage() {
  return (
    <AuthInfoCard
      icon={<IconKey />}
      title="Forgot your password?"
      text="We will e-mail you a link to choose a new password."
      note={`${SOON} Until then, the administrator of this Plaza can help.`}
    />
  );
}

export function ThirdPartyReturnPage() {
  const { name = '' } = useParams();
  const provider = name ? name[0]!.toUpperCase() + name.slice(1) : 'this provider';
  return (
    <AuthInfoCard
      icon={<IconWorldWww />}
      title={`Sign in with ${provider}`}
      text={`Sign-in with ${provider} is not set up on this Plaza yet.`}
    />
  );
}

export function CompleteProfilePage() {
  return (
    <AuthInfoCard
      icon={<IconUserCheck />}
      title="Complete your profile"
      text="After signing in with another service, you choose your Plaza username here."
      note={SOON}
    />
  );
}

export function VerifyEmailInfoPage() {
  return (
    <AuthInfoCard
      icon={<IconMailCheck />}
      title="Check your e-mail"
      text="Your e-mail address must be verified before you can sign in. We sent you a link: open it to choose your username and finish signing up."
      note="Sending the link again is coming soon."
    />
  );
}

export function VerifyEmailPage() {
  return (
    <AuthInfoCard
      icon={<IconMailCheck />}
      title="Verify your e-mail"
      text="Choose your username to finish verifying your e-mail address."
      note={SOON}
    />
  );
}

export function MetamaskRegisterPage() {
  return (
    <AuthInfoCard
      icon={<IconWallet />}
      title="Sign up with a wallet"
      text="Give your name and e-mail to create an account tied to your wallet."
      note={SOON}
    />
  );
}
