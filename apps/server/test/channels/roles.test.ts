import { api, DEFAULT_CHANNEL_PERMISSIONS } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { channelState, follow, insertChannel, insertZone, MISSING_ID, signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

async function ownedChannel() {
  const owner = await signedInUser(server, 'Owner');
  const zone = await insertZone(server, owner.user);
  const channel = await insertChannel(server, zone.id, owner.user);
  return { owner, zone, channel };
}

describe('GET /channel/role/list/:id', () => {
  it('answers the three roles, OWNER first, with their permissions', async () => {
    const { owner, channel } = await ownedChannel();
    const res = await owner.client.call(api.channels.roles, { params: { id: channel.id } });
    expect(res.status).toBe(200);
    expect(res.body.map(({ id: _id, ...role }) => role)).toEqual(
      (['OWNER', 'MODERATOR', 'USER'] as const).map((roleCode) => ({
        roleCode,
        ...DEFAULT_CHANNEL_PERMISSIONS[roleCode],
      })),
    );
  });

  it('answers NOT_AUTHORIZED to a USER, CHANNEL_NOT_FOUND for an unknown channel, 401 signed out', async () => {
    const { channel } = await ownedChannel();
    const user = await signedInUser(server, 'User');
    await follow(server, user.user, channel);
    expect((await user.client.call(api.channels.roles, { params: { id: channel.id } })).body.message).toBe(
      'NOT_AUTHORIZED',
    );
    expect((await user.client.call(api.channels.roles, { params: { id: MISSING_ID } })).status).toBe(404);
    expect((await server.client().call(api.channels.roles, { params: { id: channel.id } })).status).toBe(401);
  });
});

describe('PUT /channel/permissions/update/:id', () => {
  it('merges the given flags into the role and answers it', async () => {
    const { owner, channel } = await ownedChannel();
    const res = await owner.client.call(api.channels.updatePermissions, {
      params: { id: channel.id },
      body: { roleCode: 'USER', permissions: { canEdit: true, canInvite: false } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      roleCode: 'USER',
      canInvite: false,
      canDelete: false,
      canEdit: true,
      canManageRole: false,
    });
    const roles = await owner.client.call(api.channels.roles, { params: { id: channel.id } });
    expect(roles.body[2]).toEqual(res.body);
  });

  it('answers CHANGE_SUPER_ADMIN_PERMISSION for the OWNER role and changes nothing', async () => {
    const { owner, channel } = await ownedChannel();
    const before = await channelState(server, channel.id);
    const res = await owner.client.call(api.channels.updatePermissions, {
      params: { id: channel.id },
      body: { roleCode: 'OWNER', permissions: { canDelete: false } },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      message: 'CHANGE_SUPER_ADMIN_PERMISSION',
      error: 'Super admin permissions cannot be changed!',
    });
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it.each([{}, { canEdit: true, canInvite: true }])(
    'answers NO_CHANGES_DETECTED when %j changes nothing of MODERATOR',
    async (permissions) => {
      const { owner, channel } = await ownedChannel();
      const res = await owner.client.call(api.channels.updatePermissions, {
        params: { id: channel.id },
        body: { roleCode: 'MODERATOR', permissions },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('NO_CHANGES_DETECTED');
    },
  );

  it.each([
    [
      { roleCode: '_ADMIN', permissions: {} },
      ["Role code may contain only letters, digits and '_', starting with a letter"],
    ],
    [{ roleCode: 'A'.repeat(25), permissions: {} }, ['Role: Please enter up to 24 characters long']],
    [{ roleCode: 'USER', permissions: { canEdit: 'yes' } }, ['canEdit must be true or false']],
    [{ roleCode: 'USER' }, ['Permissions is required']],
  ])('refuses %j with 400 and changes nothing', async (body, expected) => {
    const { owner, channel } = await ownedChannel();
    const before = await channelState(server, channel.id);
    const res = await owner.client.call(api.channels.updatePermissions, {
      params: { id: channel.id },
      body: body as never,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it('answers ROLE_NOT_FOUND for a code the channel does not have, changing nothing', async () => {
    const { owner, channel } = await ownedChannel();
    const before = await channelState(server, channel.id);
    const res = await owner.client.call(api.channels.updatePermissions, {
      params: { id: channel.id },
      body: { roleCode: 'ADMIN', permissions: { canEdit: true } },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('ROLE_NOT_FOUND');
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it('answers NOT_AUTHORIZED to a USER and 401 signed out, changing nothing', async () => {
    const { channel } = await ownedChannel();
    const user = await signedInUser(server, 'User');
    await follow(server, user.user, channel);
    const before = await channelState(server, channel.id);
    const body = { roleCode: 'USER' as const, permissions: { canDelete: true } };
    const refused = await user.client.call(api.channels.updatePermissions, { params: { id: channel.id }, body });
    expect(refused.status).toBe(403);
    const out = await server.client().call(api.channels.updatePermissions, { params: { id: channel.id }, body });
    expect(out.status).toBe(401);
    expect(await channelState(server, channel.id)).toEqual(before);
  });
});
