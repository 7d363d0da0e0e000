import { CHANNEL, ZONE, type ZonePermissionKey } from '@plaza/contract';

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
    leave: 'Leave zone',
    remove: 'Delete zone',
    left: 'Zone left',
    removed: 'Zone deleted',
    leaveText: (name: string) =>
      `You stop being a member of ${name} and unfollow its channels. To come back, join it again or ask for an invitation.`,
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
    leave: 'Unfollow channel',
    remove: 'Delete channel',
    left: 'Channel unfollowed',
    removed: 'Channel deleted',
    leaveText: (name: string) => `You stop following ${name}. To come back, follow it again or ask for an invitation.`,
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
