export { CreateZoneDialog } from './CreateZoneDialog';
export { JoinZoneButton } from './JoinZoneButton';
export { ZoneCard } from './ZoneCard';
export { ZoneMenuZones } from './ZoneMenuZones';
export { ZonesSection } from './ZonesSection';
export { invalidateCommunity, useUserZones, useZoneSearch } from './queries';
export { useOnZoneSite, useZoneLinks } from './use-zone-links';
export { mainSiteUrl } from './zone-site';
