import { channelCreateBody, requiredText, type UserZone } from '@plaza/contract';

export type ChannelFormValues = {
  zoneId: string;
  name: string;
  description: string;
  public: boolean;
};

/** The contract's channel body, plus the zone the form must name (spec 02 §5: zone required). */
export const channelFormSchema = channelCreateBody.extend({ zoneId: requiredText('Zone') });

/** Only zones whose role lets the user create channels may be chosen (spec 02 §5). */
export function zonesAllowingChannels(memberships: readonly UserZone[]): UserZone[] {
  return memberships.filter((membership) => membership.zoneRole.canCreateChannel);
}

/** The zone chosen at first: the selected zone if allowed, else the only allowed one, else none. */
export function initialZoneId(allowed: readonly UserZone[], selectedZoneId: string | null): string {
  if (selectedZoneId && allowed.some((m) => m.zone.id === selectedZoneId)) return selectedZoneId;
  return allowed.length === 1 ? allowed[0]!.zone.id : '';
}
