import { ZONE_PERMISSION_KEYS } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import type { PlaceKind } from '../community/place-kind';

/** A zone as its settings screens read it. */
export const ZONE_PLACE: PlaceKind = {
  kind: 'zone',
  permissionKeys: ZONE_PERMISSION_KEYS,
  endpoints: api.zones,
  roleChange: (userId, zoneRoleCode) => ({ userId, zoneRoleCode }),
};
