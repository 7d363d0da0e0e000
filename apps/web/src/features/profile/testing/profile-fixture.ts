import type { Contact, ProfileRelation, PublicProfile, UserProfile } from '@plaza/contract';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, 'e')}`;

export const ALAN: PublicProfile = { id: id(1), fullName: 'Alan Turing', userName: 'alan', displayPhoto: null };

/** How a stranger stands with the caller; override what the test needs. */
export function aRelation(overrides: Partial<ProfileRelation> = {}): ProfileRelation {
  return {
    self: false,
    isInContact: false,
    invited: false,
    invitationReceivedId: null,
    blocked: false,
    email: null,
    online: null,
    lastOnlineDate: null,
    contactsCount: 4,
    mutualContactsCount: 1,
    ...overrides,
  };
}

/** GET /user/profile/{userName} as the server answers it: the User fields, with the relation beside them. */
export function aProfile(user: PublicProfile, relation: ProfileRelation): UserProfile {
  return {
    ...user,
    email: relation.email,
    isInContact: relation.isInContact,
    contactUserId: relation.isInContact ? user.id : null,
    invited: relation.invited,
    relation,
  };
}

export function aContact(n: number, fullName: string, userName: string): Contact {
  return {
    id: id(100 + n),
    contactUser: { id: id(200 + n), fullName, userName, displayPhoto: null, email: `${userName}@plaza.test` },
    online: false,
    lastOnlineDate: null,
    createdOn: '2026-03-01T10:00:00.000Z',
  };
}

export const INVITATION_ID = id(900);
