import type { UserZone } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { channelFormSchema, initialZoneId, zonesAllowingChannels } from './channel-form';

function membership(id: string, canCreateChannel: boolean): UserZone {
  const zoneId = `${id}0000000-0000-4000-8000-000000000000`.slice(0, 36);
  return {
    id: zoneId,
    zone: {
      id: zoneId,
      name: `Zone ${id}`,
      subdomain: `zone-${id}`,
      description: '',
      public: true,
      displayPhoto: null,
      channelCount: 0,
      membersCount: 1,
      joined: true,
      createdOn: '2025-01-01T10:00:00.000Z',
    },
    zoneRole: {
      id: zoneId,
      roleCode: canCreateChannel ? 'OWNER' : 'USER',
      canCreateChannel,
      canInvite: true,
      canDelete: false,
      canEdit: false,
      canManageRole: false,
    },
    canLeave: true,
    createdOn: '2025-01-01T10:00:00.000Z',
  };
}

describe('the zone choice of the create channel dialog', () => {
  const a = membership('a', true);
  const b = membership('b', false);
  const c = membership('c', true);

  it('offers only zones whose role has canCreateChannel', () => {
    expect(zonesAllowingChannels([a, b, c]).map((m) => m.zone.name)).toEqual(['Zone a', 'Zone c']);
  });

  it('starts on the selected zone when allowed, else the only allowed one, else none', () => {
    expect(initialZoneId([a, c], c.zone.id)).toBe(c.zone.id);
    expect(initialZoneId([a], b.zone.id)).toBe(a.zone.id);
    expect(initialZoneId([a, c], null)).toBe('');
  });

  it('requires a zone and a name of 3 to 32', () => {
    const result = channelFormSchema.safeParse({ zoneId: '', name: 'ab', description: '', public: true });
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      ['name', expect.stringContaining('3')],
      ['zoneId', 'Zone is required'],
    ]);
  });
});
