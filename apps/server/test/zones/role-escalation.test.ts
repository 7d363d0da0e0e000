import { DEFAULT_ZONE_PERMISSIONS, ZONE_PERMISSION_KEYS, api } from '@plaza/contract';
import { randomBytes } from 'node:crypto';
import { MembershipRepository } from '../../src/features/places/membership.repository.js';
import { ZONE_PLACE } from '../../src/features/places/place-kind.js';
import { PlaceRoleRepository } from '../../src/features/places/place-role.repository.js';
import { zoneSnapshot } from '../support/community.js';
import { describeEscalationMatrix } from '../support/role-escalation.js';

describeEscalationMatrix({
  label: 'zone',
  notFound: 'ZONE_NOT_FOUND',
  keys: ZONE_PERMISSION_KEYS,
  defaults: DEFAULT_ZONE_PERMISSIONS,
  extraCallers: [],
  async create(server, { owner }, roles, members, isPublic = true) {
    const id = randomBytes(4).toString('hex');
    const zone = await server.db
      .insertInto('zones')
      .values({ name: `Zone ${id}`, subdomain: `zone-${id}`, public: isPublic, created_by: owner })
      .returning('id')
      .executeTakeFirstOrThrow();
    const memberships = new MembershipRepository(server.db);
    await memberships.createRoles(ZONE_PLACE, server.db, zone.id);
    const roleRows = new PlaceRoleRepository(server.db, ZONE_PLACE);
    for (const { code, flags } of roles) await roleRows.insertRole(server.db, zone.id, code, flags);
    for (const { userId, role } of [{ userId: owner, role: 'OWNER' }, ...members]) {
      await memberships.addMember(ZONE_PLACE, server.db, userId, zone.id, role);
    }
    return zone.id;
  },
  snapshot: zoneSnapshot,
  updatePermissions: (c, id, roleCode, permissions) =>
    c.call(api.zones.updatePermissions, { params: { id }, body: { roleCode, permissions } }),
  createRole: (c, id, roleCode, permissions) =>
    c.call(api.zones.createRole, { params: { id }, body: { roleCode, permissions } }),
  removeRole: (c, id, roleCode) => c.call(api.zones.removeRole, { params: { id, roleCode } }),
  changeRole: (c, id, userId, zoneRoleCode) =>
    c.call(api.zones.changeRole, { params: { id }, body: { userId, zoneRoleCode } }),
  remove: (c, id) => c.call(api.zones.remove, { params: { id } }),
});
