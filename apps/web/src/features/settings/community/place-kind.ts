import type { CallInput, RoleCode, ZonePermissionKey, api } from '@plaza/contract';
import type { CommunityKind } from './community-text';

type Zones = typeof api.zones;
type Channels = typeof api.channels;

/** The contract's endpoint `name` of every kind of place (a meeting's joins this union). */
export type PlaceEndpoint<Name extends keyof Zones & keyof Channels> = Zones[Name] | Channels[Name];

/**
 * A kind of place with members and roles, as its settings screens read it: the contract's
 * endpoints for its roles and members, the flags of its permission matrix, and its words
 * (COMMUNITY_TEXT[kind]).
 */
export interface PlaceKind<K extends ZonePermissionKey = ZonePermissionKey> {
  kind: CommunityKind;
  /** The flags of its permission matrix, in order. */
  permissionKeys: readonly K[];
  endpoints: {
    roles: PlaceEndpoint<'roles'>;
    createRole: PlaceEndpoint<'createRole'>;
    removeRole: PlaceEndpoint<'removeRole'>;
    updatePermissions: PlaceEndpoint<'updatePermissions'>;
    members: PlaceEndpoint<'members'>;
    changeRole: PlaceEndpoint<'changeRole'>;
  };
  /** The body giving a member a role: each kind names the role field its own way. */
  roleChange: (userId: string, roleCode: RoleCode) => CallInput<PlaceEndpoint<'changeRole'>>['body'];
}
