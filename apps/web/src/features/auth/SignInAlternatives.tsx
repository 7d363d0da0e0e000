import { Divider, Stack } from '@mantine/core';
import { ThirdPartyButtons } from './third-party/ThirdPartyButtons';
import { ConnectWalletButton } from './wallet/ConnectWalletButton';

/** The other ways in, on /login and /register: Google, Apple (when configured) and a wallet. */
export function SignInAlternatives({ dividerLabel }: { dividerLabel: string }) {
  return (
    <Stack gap="sm" mb="sm">
      <ThirdPartyButtons />
      <ConnectWalletButton />
      <Divider label={dividerLabel} labelPosition="center" />
    </Stack>
  );
}
