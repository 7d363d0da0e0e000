import { IconUserCheck, IconWallet, IconWorldWww } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { AuthInfoCard } from './AuthInfoCard';

/**
 * The public sign-up pages of spec 01 §2 whose features are not built yet (third-party and
 * wallet sign-up). Each says what it will do and that it is not available yet.
 */
const SOON = 'This is coming soon to Plaza.';

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
