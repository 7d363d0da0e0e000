import { Button } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useWalletSignIn } from './use-wallet-sign-in';

/** 'Connect wallet': Sign-In with Ethereum through the browser's wallet extension. */
export function ConnectWalletButton() {
  const { start, pending } = useWalletSignIn();
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconWallet size={18} />}
      loading={pending}
      onClick={() => void start()}
    >
      Connect wallet
    </Button>
  );
}
