import { create } from 'zustand';

/** A zone the user acts in. Zones arrive with the zones feature; until then nobody selects one. */
export interface SelectedZone {
  id: string;
  name: string;
  subdomain: string;
}

interface ZoneState {
  selected: SelectedZone | null;
  select: (zone: SelectedZone | null) => void;
}

export const useZoneStore = create<ZoneState>((set) => ({
  selected: null,
  select: (zone) => set({ selected: zone }),
}));

/** The App-Subdomain header value for API calls: null while the user acts as themself. */
export function selectedSubdomain(): string | null {
  return useZoneStore.getState().selected?.subdomain ?? null;
}

export function resetZoneState(): void {
  useZoneStore.setState({ selected: null });
}
