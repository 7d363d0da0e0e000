import { Alert, Anchor, Button, Code, Stack, TextInput } from '@mantine/core';
import { walletRegisterBody, type ErrorCode } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApiMutation } from '../../../api/hooks';
import { useContractForm } from '../../../forms/use-contract-form';
import { to } from '../../../routing/paths';
import { AuthCardHeader } from '../AuthCardHeader';
import { AuthFooterLink } from '../AuthFooterLink';
import { signInPath, useNextPath } from '../use-next-path';
import { readWalletLink, shortAddress } from './wallet-link';

/** The signature in the link can no longer sign anyone up: connecting the wallet again gets a new one. */
const SIGN_AGAIN: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'WALLET_NONCE_EXPIRED',
  'INVALID_WALLET_SIGNATURE',
  'WALLET_ALREADY_REGISTERED',
]);

const profileBody = walletRegisterBody.pick({ fullName: true, email: true });

function ConnectAgain({ title, children }: { title: string; children: string }) {
  const next = useNextPath();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} title={title} mb="md">
      {children}{' '}
      <Anchor component={Link} to={signInPath(next)}>
        Connect your wallet again
      </Anchor>
    </Alert>
  );
}

/** /metamask-register?walletAddress=…&signature=…: full name and e-mail for a wallet with no account. */
export function MetamaskRegisterPage() {
  const [query] = useSearchParams();
  const link = readWalletLink(query);
  const navigate = useNavigate();
  const next = useNextPath();
  const form = useContractForm({ schema: profileBody, initialValues: { fullName: '', email: '' } });
  const register = useApiMutation(api.wallet.register, {
    onSuccess: ({ id }) => void navigate(to.verifyEmailInfo(id, next)),
  });
  const signAgain = register.error?.code ? SIGN_AGAIN.has(register.error.code) : false;

  const submit = form.submit((body) => {
    if (link.status === 'ok') {
      register.mutate({
        body: { walletAddress: link.walletAddress, signature: link.signature, ...body, ...(next ? { next } : {}) },
      });
    }
  });

  if (link.status !== 'ok') {
    return (
      <>
        <AuthCardHeader title="Sign up with your wallet" />
        {link.status === 'incomplete' ? (
          <ConnectAgain title="This link is incomplete">
            It lacks your wallet address or its signature, so it cannot create an account.
          </ConnectAgain>
        ) : (
          <ConnectAgain title={link.title}>{`${link.reason}: this link cannot create an account.`}</ConnectAgain>
        )}
      </>
    );
  }

  return (
    <>
      <AuthCardHeader
        title="Sign up with your wallet"
        text={
          <>
            No account uses the wallet <Code>{shortAddress(link.walletAddress)}</Code> yet. Tell us who you are; we will
            send you a link to verify your e-mail, then you choose your username.
          </>
        }
      />
      {signAgain && (
        <ConnectAgain title="This sign-up request cannot be used">
          Wallet sign-up requests expire and work once.
        </ConnectAgain>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Full name" autoComplete="name" withAsterisk autoFocus {...form.field('fullName')} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.field('email')} />
          <Button type="submit" loading={register.isPending} fullWidth size="md" mt="xs">
            Create account
          </Button>
        </Stack>
      </form>
      <AuthFooterLink question="Already have an account?" label="Sign in" to={signInPath(next)} />
    </>
  );
}
