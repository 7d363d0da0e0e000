import * as api from '@plaza/contract/api';
import { useApiQuery } from '../../api/hooks';
import { useZoneStore } from '../../state/zone';
import { mainSiteUrl, zoneSiteUrl } from './zone-site';

/**
 * Addresses of zone sites and of the main site. The product's origin is known from start-up on a
 * host that may be a zone site, and asked once otherwise; until it is known the links are undefined.
 */
export function useZoneLinks() {
  const known = useZoneStore((s) => s.site?.appUrl);
  const config = useApiQuery(api.system.config, {}, { enabled: !known, staleTime: Infinity, toast: false });
  const appUrl = known ?? config.data?.appUrl;
  return {
    zoneSite: (subdomain: string) => (appUrl ? zoneSiteUrl(subdomain, appUrl, window.location) : undefined),
    mainSite: (path?: string) => (appUrl ? mainSiteUrl(appUrl, window.location, path) : undefined),
  };
}

/** Whether this page is a zone site (then the zone is the selected one). */
export function useOnZoneSite(): boolean {
  return useZoneStore((s) => Boolean(s.site?.subdomain));
}
