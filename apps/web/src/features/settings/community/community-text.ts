import { CHANNEL, ZONE, type ZonePermissionKey } from '@plaza/contract';
import { LEAVE_TEXT } from '../../../components/leave-text';

export type CommunityKind = 'zone' | 'channel';

/** The words that differ between the zone and the channel settings pages (spec 02 §8 toasts). */
export const COMMUNITY_TEXT = {
  zone: {
    noun: 'zone',
    title: 'Zone',
    create: 'Create zone',
    publicOnCreate: 'Anyone can find and join a public zone. A private zone is seen only by its members.',
    membersTab: 'Members',
    members: 'members',
    leave: LEAVE_TEXT.zone.action,
    remove: 'Delete zone',
    left: LEAVE_TEXT.zone.done,
    removed: 'Zone deleted',
    leaveText: LEAVE_TEXT.zone.confirm,
    removeText: (name: string) =>
      `${name}, its channels and its memberships are deleted for everyone. This cannot be undone.`,
  },
  channel: {
    noun: 'channel',
    title: 'Channel',
    create: 'Create channel',
    publicOnCreate: 'Anyone who can see the zone can find and follow a public channel.',
    membersTab: 'Followers',
    members: 'followers',
    leave: LEAVE_TEXT.channel.action,
    remove: 'Delete channel',
    left: LEAVE_TEXT.channel.done,
    removed: 'Channel deleted',
    leaveText: LEAVE_TEXT.channel.confirm,
    removeText: (name: string) =>
      `${name} and its followers' memberships are deleted for everyone. This cannot be undone.`,
  },
} as const satisfies Record<CommunityKind, object>;

/** The longest description of each kind of place (the contract's limit). */
export const DESCRIPTION_MAX: Record<CommunityKind, number> = {
  zone: ZONE.descriptionMax,
  channel: CHANNEL.descriptionMax,
};

/** A readable name for each permission flag of the matrix (spec 02 §6). */
export function permissionLabel(key: ZonePermissionKey, kind: CommunityKind): string {
  switch (key) {
    case 'canCreateChannel':
      return 'Create channels';
    case 'canInvite':
      return 'Invite people';
    case 'canDelete':
      return `Delete the ${kind}`;
    case 'canEdit':
      return kind === 'zone' ? 'Edit name, address, description and photo' : 'Edit name, description and photos';
    case 'canManageRole':
      return kind === 'zone' ? 'Manage roles and members' : 'Manage roles and followers';
  }
}

/** '1 member', '3 members'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
