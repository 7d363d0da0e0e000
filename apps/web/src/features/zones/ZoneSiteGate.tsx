import { useEffect, type ReactNode } from 'react';
import { CenteredLoader } from '../../components/CenteredLoader';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import { useCurrentZone } from './queries';

/**
 * On a zone site, a signed-in user acts inside its zone: it is loaded with /zone/current and made
 * the selected zone before the pages show (and kept current when the zone changes). A zone the user
 * may not see answers UNAUTHORIZED_SUBDOMAIN, which the error policy turns into /zone-not-found.
 */
export function ZoneSiteGate({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  const onZoneSite = useZoneStore((s) => Boolean(s.site?.subdomain));
  const hasSelection = useZoneStore((s) => s.selected !== null);
  const select = useZoneStore((s) => s.select);
  const current = useCurrentZone(signedIn && onZoneSite);
  const zone = current.data;

  useEffect(() => {
    if (zone) select({ id: zone.id, name: zone.name, subdomain: zone.subdomain });
  }, [zone, select]);

  if (signedIn && onZoneSite && !hasSelection && !current.isError) return <CenteredLoader />;
  return children;
}
