import { thirdPartyProviders, type ThirdPartyProvider } from '@plaza/contract';

/** How each provider is named on screen. */
export const PROVIDER_NAMES: Record<ThirdPartyProvider, string> = { google: 'Google', apple: 'Apple' };

/** The provider a /auth/{name} address names, or null for anything else. */
export function providerNamed(name: string | undefined): ThirdPartyProvider | null {
  return thirdPartyProviders.find((provider) => provider === name) ?? null;
}
