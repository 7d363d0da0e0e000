import { type ThirdPartyProvider } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useApiQuery } from '../../../api/hooks';

const NONE: readonly ThirdPartyProvider[] = [];

/**
 * The providers the server is configured for; none while loading or when the question failed
 * (the sign-in page still works without them, so a failure is not worth a toast).
 */
export function useThirdPartyProviders(): readonly ThirdPartyProvider[] {
  const { data } = useApiQuery(api.thirdParty.providers, {}, { staleTime: Infinity, toast: false });
  return data?.providers ?? NONE;
}
