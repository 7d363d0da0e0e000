import * as api from '@plaza/contract/api';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { navigateTo } from '../../routing/navigation';
import { PATHS } from '../../routing/paths';
import { useSessionStore } from '../../state/session';
import { retrieveSession } from '../auth';
import { useZoneStore } from '../../state/zone';
import { mainSiteUrl, mayBeZoneSite, siteOf } from './zone-site';

/**
 * Start-up on any site: a host that may be a zone site first asks /app/config for the product's
 * origin, so that it knows its subdomain and sends it as App-Subdomain from the very first call
 * (retrieving the session included). Then the session is retrieved as usual.
 */
export async function bootSession(): Promise<void> {
  try {
    await detectSite();
  } catch (error) {
    if (!isApiError(error)) throw error;
    useSessionStore.getState().setRetrievalError(error.info.text);
    return;
  }
  await retrieveSession();
}

async function detectSite(): Promise<void> {
  const { hostname } = window.location;
  if (useZoneStore.getState().site || !mayBeZoneSite(hostname)) return;
  // The boot screen shows a failure itself (with Try again), so no toast.
  const { appUrl } = await call(api.system.config, {}, { toast: false });
  useZoneStore.getState().setSite(siteOf(hostname, appUrl));
}

let leaving = false;

/**
 * UNAUTHORIZED_SUBDOMAIN (spec 01 §8), from whichever call: /zone-not-found, with no toast. On a
 * zone site the page is the main site's, where the user is signed in as themself and its links
 * lead somewhere; staying would make every further call of the page fail the same way.
 */
export function goToZoneNotFound(): void {
  const site = useZoneStore.getState().site;
  if (!site?.subdomain) {
    navigateTo(PATHS.zoneNotFound, { replace: true });
    return;
  }
  if (leaving) return;
  leaving = true;
  window.location.replace(mainSiteUrl(site.appUrl, window.location, PATHS.zoneNotFound));
}
