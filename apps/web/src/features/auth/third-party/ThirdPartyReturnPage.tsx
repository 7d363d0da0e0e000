import { Center, Loader, Stack } from '@mantine/core';
import { errorText, safeLocalPath, type ErrorCode, type ThirdPartyProvider } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams, type NavigateFunction } from 'react-router';
import { call } from '../../../api/client';
import { showErrorToast } from '../../../lib/toast';
import { PATHS, to } from '../../../routing/paths';
import { useSessionStore } from '../../../state/session';
import { AuthCardHeader } from '../AuthCardHeader';
import { PROVIDER_NAMES, providerNamed } from './provider-names';

/** /auth/{name}: the provider's answer (code, state, iss), finished with POST /auth/third-party/{provider}. */
export function ThirdPartyReturnPage() {
  const { name } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const provider = providerNamed(name);
  // The code works once: StrictMode's second effect run (and any re-run) must not send it again.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    void finishSignIn(provider, search, navigate);
  }, [provider, search, navigate]);

  return (
    <Stack align="center" gap="md" role="status" aria-live="polite">
      <Center>
        <Loader size="lg" />
      </Center>
      <AuthCardHeader
        title={provider ? `Signing you in with ${PROVIDER_NAMES[provider]}…` : 'Signing you in…'}
        text="This takes a moment."
      />
    </Stack>
  );
}

async function finishSignIn(provider: ThirdPartyProvider | null, search: URLSearchParams, navigate: NavigateFunction) {
  // Whatever went wrong, the user starts again from sign-in with one toast that says so.
  const backToLogin = (code: ErrorCode = 'THIRD_PARTY_AUTH_ERROR') => {
    showErrorToast(errorText(code));
    void navigate(PATHS.login, { replace: true });
  };
  const code = search.get('code');
  const state = search.get('state');
  const iss = search.get('iss');
  // The server's start address sends the browser back here when it was refused too many attempts.
  if (search.get('error') === 'TOO_MANY_REQUESTS') return backToLogin('TOO_MANY_REQUESTS');
  if (!provider || search.has('error') || !code || !state) return backToLogin();

  const fullName = search.get('fullName');
  const body = { code, state, ...(iss ? { iss } : {}), ...(fullName ? { fullName } : {}) };
  try {
    const reply = await call(api.thirdParty.login, { params: { provider }, body }, { toast: false });
    // The route guard sends a signed-in user to the referrer: here, the page asked for before leaving.
    const next = safeLocalPath(reply.next);
    if (next) useSessionStore.getState().setReferrer(next);
    if (reply.status === 'signedIn') {
      useSessionStore.getState().signedIn(reply.user);
      return;
    }
    const { email, fullName } = reply;
    void navigate(to.completeProfile(reply.token), { replace: true, state: { email, fullName } });
  } catch {
    backToLogin();
  }
}
