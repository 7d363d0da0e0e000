import { create } from 'zustand';

/** The zone the user acts in: the zone of the zone site the app was opened on. */
export interface SelectedZone {
  id: string;
  name: string;
  subdomain: string;
}

/** Where the app runs: the product's origin (from /app/config) and, on a zone site, its subdomain. */
export interface SiteInfo {
  appUrl: string;
  /** The subdomain of the zone site, or null on the main site. */
  subdomain: string | null;
}

interface ZoneState {
  site: SiteInfo | null;
  selected: SelectedZone | null;
  select: (zone: SelectedZone | null) => void;
  setSite: (site: SiteInfo) => void;
}

export const useZoneStore = create<ZoneState>((set) => ({
  site: null,
  selected: null,
  select: (zone) => set({ selected: zone }),
  setSite: (site) => set({ site }),
}));

/**
 * The App-Subdomain header value for API calls: the selected zone's subdomain, or the zone site's
 * own before its zone is loaded (sign-in and /zone/current must carry it too); null on the main site.
 */
export function selectedSubdomain(): string | null {
  const { selected, site } = useZoneStore.getState();
  return selected?.subdomain ?? site?.subdomain ?? null;
}

/** Forgets the selected zone (sign-out). The site stays: the address does not change without a page load. */
export function resetZoneState(): void {
  useZoneStore.setState({ selected: null });
}
