import { Button } from '@mantine/core';
import { type ThirdPartyProvider } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { IconBrandApple, IconBrandGoogle, type Icon } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { urlFor } from '../../../api/request';
import { returnTarget } from '../../../routing/guard-decisions';
import { PATHS } from '../../../routing/paths';
import { useSessionStore } from '../../../state/session';
import { PROVIDER_NAMES } from './provider-names';
import { useThirdPartyProviders } from './use-third-party-providers';

const ICONS: Record<ThirdPartyProvider, Icon> = { google: IconBrandGoogle, apple: IconBrandApple };

/**
 * 'Continue with Google' / 'Continue with Apple', for the providers the server is configured for.
 * Plain links: the server's start address answers with a redirect to the provider (a full page load).
 */
export function ThirdPartyButtons() {
  const providers = useThirdPartyProviders();
  // The page asked for (the `next` of /join, or the saved referrer) survives the trip to the provider.
  const target = returnTarget({ referrer: useSessionStore((s) => s.referrer) }, useLocation());
  const query = target === PATHS.home ? {} : { next: target };
  return providers.map((provider) => {
    const ProviderIcon = ICONS[provider];
    return (
      <Button
        key={provider}
        component="a"
        href={urlFor(api.thirdParty.start, { params: { provider }, query })}
        variant="default"
        fullWidth
        leftSection={<ProviderIcon size={18} aria-hidden />}
      >
        Continue with {PROVIDER_NAMES[provider]}
      </Button>
    );
  });
}
