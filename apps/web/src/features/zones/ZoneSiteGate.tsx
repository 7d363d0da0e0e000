import { lazy, Suspense, type ReactNode } from 'react';
import { CenteredLoader } from '../../components/CenteredLoader';
import { useZoneStore } from '../../state/zone';

// Only a zone site loads the zone check (and the zone endpoints it names), as soon as it is known.
const ZoneSiteCheck = lazy(() => import('./ZoneSiteCheck').then((module) => ({ default: module.ZoneSiteCheck })));

/**
 * On a zone site, a signed-in user acts inside its zone: it is loaded with /zone/current and made
 * the selected zone before the pages show (and kept current when the zone changes). A zone the user
 * may not see answers UNAUTHORIZED_SUBDOMAIN, which the error policy turns into /zone-not-found.
 */
export function ZoneSiteGate({ children }: { children: ReactNode }) {
  const onZoneSite = useZoneStore((s) => Boolean(s.site?.subdomain));
  if (!onZoneSite) return children;
  return (
    <Suspense fallback={<CenteredLoader />}>
      <ZoneSiteCheck>{children}</ZoneSiteCheck>
    </Suspense>
  );
}
