import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../api/client';
import { showErrorToast } from '../../../lib/toast';
import { useSessionStore } from '../../../state/session';
import { useNextPath } from '../use-next-path';
import { findEthereum } from './ethereum';
import { signInWithWallet } from './wallet-sign-in';

/** Runs the wallet sign-in with the real wallet, API, router and toasts; `pending` while it runs. */
export function useWalletSignIn() {
  const navigate = useNavigate();
  const next = useNextPath();
  const [pending, setPending] = useState(false);

  const start = async () => {
    setPending(true);
    try {
      await signInWithWallet({
        provider: findEthereum(),
        call,
        navigate: (path) => void navigate(path),
        toast: showErrorToast,
        // The public-only guard then moves the user on (to this page's `next`, if any).
        signedIn: (user) => useSessionStore.getState().signedIn(user),
        openWindow: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
        next,
      });
    } finally {
      setPending(false);
    }
  };

  return { start, pending };
}
