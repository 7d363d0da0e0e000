import { CHANNEL_PERMISSION_KEYS, DEFAULT_CHANNEL_PERMISSIONS, api } from '@plaza/contract';
import { randomBytes } from 'node:crypto';
import { MembershipRepository } from '../../src/features/places/membership.repository.js';
import { CHANNEL_PLACE, ZONE_PLACE } from '../../src/features/places/place-kind.js';
import { PlaceRoleRepository } from '../../src/features/places/place-role.repository.js';
import { channelState } from '../support/channels.js';
import { describeEscalationMatrix } from '../support/role-escalation.js';

/** The owner of the channel's zone who does not follow the channel has no say in its roles. */
describeEscalationMatrix({
  label: 'channel',
  notFound: 'CHANNEL_NOT_FOUND',
  keys: CHANNEL_PERMISSION_KEYS,
  defaults: DEFAULT_CHANNEL_PERMISSIONS,
  extraCallers: ['zoneOwner'],
  async create(server, { owner, zoneOwner }, roles, members, isPublic = true) {
    const id = randomBytes(4).toString('hex');
    const memberships = new MembershipRepository(server.db);
    const zone = await server.db
      .insertInto('zones')
      .values({ name: `Zone ${id}`, subdomain: `zone-${id}`, public: true, created_by: zoneOwner })
      .returning('id')
      .executeTakeFirstOrThrow();
    await memberships.createRoles(ZONE_PLACE, server.db, zone.id);
    await memberships.addMember(ZONE_PLACE, server.db, zoneOwner, zone.id, 'OWNER');
    const channel = await server.db
      .insertInto('channels')
      .values({ zone_id: zone.id, name: `Channel ${id}`, public: isPublic, created_by: owner })
      .returning('id')
      .executeTakeFirstOrThrow();
    await memberships.createRoles(CHANNEL_PLACE, server.db, channel.id);
    const roleRows = new PlaceRoleRepository(server.db, CHANNEL_PLACE);
    for (const { code, flags } of roles) await roleRows.insertRole(server.db, channel.id, code, flags);
    for (const { userId, role } of [{ userId: owner, role: 'OWNER' }, ...members]) {
      await memberships.addMember(ZONE_PLACE, server.db, userId, zone.id, 'USER');
      await memberships.addMember(CHANNEL_PLACE, server.db, userId, channel.id, role);
    }
    return channel.id;
  },
  snapshot: channelState,
  updatePermissions: (c, id, roleCode, permissions) =>
    c.call(api.channels.updatePermissions, { params: { id }, body: { roleCode, permissions } }),
  createRole: (c, id, roleCode, permissions) =>
    c.call(api.channels.createRole, { params: { id }, body: { roleCode, permissions } }),
  removeRole: (c, id, roleCode) => c.call(api.channels.removeRole, { params: { id, roleCode } }),
  changeRole: (c, id, userId, channelRoleCode) =>
    c.call(api.channels.changeRole, { params: { id }, body: { userId, channelRoleCode } }),
  remove: (c, id) => c.call(api.channels.remove, { params: { id } }),
});
