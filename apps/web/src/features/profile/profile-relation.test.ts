import { describe, expect, it } from 'vitest';
import { contactCounts, primaryAction } from './profile-relation';
import { INVITATION_ID, aRelation } from './testing/profile-fixture';

describe('the main action of a profile', () => {
  it('follows where its user stands with the caller, blocking first', () => {
    expect(primaryAction(aRelation({ self: true }))).toBe('edit');
    expect(primaryAction(aRelation({ blocked: true, isInContact: true }))).toBe('unblock');
    expect(primaryAction(aRelation({ isInContact: true }))).toBe('remove');
    expect(primaryAction(aRelation({ invitationReceivedId: INVITATION_ID }))).toBe('accept');
    expect(primaryAction(aRelation({ invited: true }))).toBe('invited');
    expect(primaryAction(aRelation())).toBe('invite');
  });
});

describe('the contact counts', () => {
  it('count contacts in common on someone else’s profile only', () => {
    expect(contactCounts(aRelation({ contactsCount: 1, mutualContactsCount: 0 }))).toBe('1 contact · 0 in common');
    expect(contactCounts(aRelation({ self: true, contactsCount: 3 }))).toBe('3 contacts');
  });
});
