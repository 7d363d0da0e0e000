import type { ProfileRelation } from '@plaza/contract';

/** The main action a profile offers, from where its user stands with the caller (spec 02 §2, §4). */
export type PrimaryAction = 'edit' | 'unblock' | 'remove' | 'accept' | 'invited' | 'invite';

export function primaryAction(relation: ProfileRelation): PrimaryAction {
  if (relation.self) return 'edit';
  if (relation.blocked) return 'unblock';
  if (relation.isInContact) return 'remove';
  if (relation.invitationReceivedId) return 'accept';
  if (relation.invited) return 'invited';
  return 'invite';
}

/** What each action changes in the relation, shown at once while the profile is read again. */
export const RELATION_AFTER = {
  invite: { invited: true },
  accept: { isInContact: true, invitationReceivedId: null },
  decline: { invitationReceivedId: null },
  remove: { isInContact: false, email: null, online: null, lastOnlineDate: null },
  block: { blocked: true, isInContact: false, invited: false, invitationReceivedId: null },
  unblock: { blocked: false },
} as const satisfies Record<string, Partial<ProfileRelation>>;

/** '12 contacts · 3 in common'; one's own profile has nothing in common to count. */
export function contactCounts(relation: ProfileRelation): string {
  const contacts = `${relation.contactsCount} ${relation.contactsCount === 1 ? 'contact' : 'contacts'}`;
  return relation.self ? contacts : `${contacts} · ${relation.mutualContactsCount} in common`;
}
