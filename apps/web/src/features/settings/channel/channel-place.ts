import { CHANNEL_PERMISSION_KEYS } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import type { PlaceKind } from '../community/place-kind';

/** A channel as its settings screens read it. */
export const CHANNEL_PLACE: PlaceKind = {
  kind: 'channel',
  permissionKeys: CHANNEL_PERMISSION_KEYS,
  endpoints: api.channels,
  roleChange: (userId, channelRoleCode) => ({ userId, channelRoleCode }),
};
