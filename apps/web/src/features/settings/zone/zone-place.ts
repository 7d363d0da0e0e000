import { ZONE_PERMISSION_KEYS, api } from '@plaza/contract';
import type { PlaceKind } from '../community/place-kind';

/** A zone as its settings screens read it. */
export const ZONE_PLACE: PlaceKind = {
  kind: 'zone',
  permissionKeys: ZONE_PERMISSION_KEYS,
  endpoints: api.zones,
  roleChange: (userId, zoneRoleCode) => ({ userId, zoneRoleCode }),
};
