import * as api from '@plaza/contract/api';
import { useEffect, type ReactNode } from 'react';
import { useApiQuery } from '../../api/hooks';
import { CenteredLoader } from '../../components/CenteredLoader';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';

/** On a zone site: loads /zone/current and selects it before the pages show (see ZoneSiteGate). */
export function ZoneSiteCheck({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  const hasSelection = useZoneStore((s) => s.selected !== null);
  const select = useZoneStore((s) => s.select);
  const current = useApiQuery(api.zones.current, {}, { enabled: signedIn });
  const zone = current.data;

  useEffect(() => {
    if (zone) select({ id: zone.id, name: zone.name, subdomain: zone.subdomain });
  }, [zone, select]);

  if (signedIn && !hasSelection && !current.isError) return <CenteredLoader />;
  return children;
}
