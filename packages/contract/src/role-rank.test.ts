import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNEL_PERMISSIONS, DEFAULT_ZONE_PERMISSIONS } from './limits.js';
import { mayManageRole, ranksBelow, type RankedRole } from './role-rank.js';

const owner: RankedRole = { roleCode: 'OWNER', ...DEFAULT_ZONE_PERMISSIONS.OWNER };
const moderator: RankedRole = { roleCode: 'MODERATOR', ...DEFAULT_ZONE_PERMISSIONS.MODERATOR };
const user: RankedRole = { roleCode: 'USER', ...DEFAULT_ZONE_PERMISSIONS.USER };
const helper: RankedRole = { roleCode: 'HELPER', canInvite: true, canManageRole: true };
const deputy: RankedRole = { ...owner, roleCode: 'DEPUTY' };
const guest: RankedRole = { roleCode: 'GUEST' };
const remover: RankedRole = { roleCode: 'REMOVER', canDelete: true, canManageRole: true };
const ALL = [owner, moderator, user, helper, deputy, guest, remover];

const below = (yours: RankedRole) => ALL.filter((role) => ranksBelow(role, yours)).map((role) => role.roleCode);

describe('the rank of zone and channel roles', () => {
  it('starts every place with canDelete held by OWNER alone, so only the owner can pass it on', () => {
    for (const defaults of [DEFAULT_ZONE_PERMISSIONS, DEFAULT_CHANNEL_PERMISSIONS]) {
      expect([defaults.OWNER.canDelete, defaults.MODERATOR.canDelete, defaults.USER.canDelete]).toEqual([
        true,
        false,
        false,
      ]);
    }
  });

  it('puts OWNER above every other role, an all-flags custom role included', () => {
    expect(below(owner)).toEqual(['MODERATOR', 'USER', 'HELPER', 'DEPUTY', 'GUEST', 'REMOVER']);
    expect(ALL.some((role) => ranksBelow(owner, role))).toBe(false);
  });

  it('ranks a role below yours when its flags are a strict subset of yours', () => {
    expect(below(moderator)).toEqual(['USER', 'HELPER', 'GUEST']);
    expect(below(helper)).toEqual(['USER', 'GUEST']);
    expect(below(deputy)).toEqual(['MODERATOR', 'USER', 'HELPER', 'GUEST', 'REMOVER']);
    expect(below(user)).toEqual(['GUEST']);
    expect(below(guest)).toEqual([]);
  });

  it('ranks neither way roles that each hold a flag the other lacks, or the same flags', () => {
    expect([ranksBelow(remover, moderator), ranksBelow(moderator, remover)]).toEqual([false, false]);
    expect(ranksBelow({ ...moderator, roleCode: 'TWIN' }, moderator)).toBe(false);
    expect(ranksBelow(moderator, moderator)).toBe(false);
  });

  it('reads channel roles, which have no canCreateChannel, the same way', () => {
    const channelModerator = { roleCode: 'MODERATOR', ...DEFAULT_CHANNEL_PERMISSIONS.MODERATOR };
    const channelUser = { roleCode: 'USER', ...DEFAULT_CHANNEL_PERMISSIONS.USER };
    expect(ranksBelow(channelUser, channelModerator)).toBe(true);
    expect(ranksBelow({ roleCode: 'X', canDelete: true }, channelModerator)).toBe(false);
  });
});

describe('who may manage a role', () => {
  it('lets an OWNER manage every role, OWNER included', () => {
    expect(ALL.every((role) => mayManageRole(owner, role))).toBe(true);
  });

  it('never lets anyone else manage their own role, an equal one, or one holding a flag they lack', () => {
    for (const yours of [moderator, helper, deputy, user, remover]) {
      expect(mayManageRole(yours, yours), yours.roleCode).toBe(false);
      expect(mayManageRole(yours, { ...yours, roleCode: 'COPY' }), yours.roleCode).toBe(false);
      expect(mayManageRole(yours, owner), yours.roleCode).toBe(false);
    }
    expect(mayManageRole(moderator, { ...user, canDelete: true })).toBe(false);
    expect(mayManageRole(moderator, { ...user, canEdit: true })).toBe(true);
  });
});
