import { type Zone } from '@plaza/contract';
import { TIMING } from '../../lib/presentation';
import { useNavigate } from 'react-router';
import { PATHS, to } from '../../routing/paths';
import { useZoneStore } from '../../state/zone';
import { useOnZoneSite, useZoneLinks } from './use-zone-links';

/**
 * What a change to the selected zone means for the page. The selected zone is the zone of the site
 * the app runs on, and every call carries its subdomain, so once that zone is gone or has moved the
 * page must go elsewhere before it calls again.
 */
export function useSelectedZoneFollowUp() {
  const selected = useZoneStore((s) => s.selected);
  const select = useZoneStore((s) => s.select);
  const onZoneSite = useOnZoneSite();
  const links = useZoneLinks();
  const navigate = useNavigate();

  /** The selected zone was left or deleted: home (the main site's) after 1 s. Returns whether it was. */
  const gone = (zoneId: string): boolean => {
    if (selected?.id !== zoneId) return false;
    window.setTimeout(() => {
      const mainSite = onZoneSite ? links.mainSite(PATHS.home) : undefined;
      if (mainSite) return window.location.assign(mainSite);
      select(null);
      void navigate(PATHS.home);
    }, TIMING.zoneDeleteRedirectMs);
    return true;
  };

  /** The selected zone was renamed or moved to another address: follow it. Returns whether the page leaves. */
  const changed = (zone: Zone): boolean => {
    if (selected?.id !== zone.id) return false;
    const newSite = onZoneSite && zone.subdomain !== selected.subdomain ? links.zoneSite(zone.subdomain) : undefined;
    if (newSite) {
      window.location.assign(`${newSite.replace(/\/$/, '')}${to.settingsPage('zone')}`);
      return true;
    }
    select({ id: zone.id, name: zone.name, subdomain: zone.subdomain });
    return false;
  };

  return { gone, changed };
}
