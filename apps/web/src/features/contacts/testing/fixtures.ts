import type { Contact, Invitation, User, UserSearchResult } from '@plaza/contract';

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const me: User = {
  id: id(1),
  fullName: 'Ada Lovelace',
  userName: 'ada',
  email: 'ada@plaza.test',
  displayPhoto: null,
  isSuperAdmin: false,
  emailVerified: true,
  createdOn: '2026-01-02T10:00:00.000Z',
};

export function aContact(n: number, extra: { fullName?: string; userName?: string } & Partial<Contact> = {}): Contact {
  const { fullName = `Person ${n}`, userName = `person${n}`, ...rest } = extra;
  return {
    id: id(1000 + n),
    contactUser: { id: id(n), fullName, userName, displayPhoto: null, email: `${userName}@plaza.test` },
    online: false,
    lastOnlineDate: null,
    createdOn: '2026-02-01T10:00:00.000Z',
    ...rest,
  };
}

export function aPerson(n: number, extra: Partial<UserSearchResult> = {}): UserSearchResult {
  return {
    id: id(n),
    fullName: `Person ${n}`,
    userName: `person${n}`,
    displayPhoto: null,
    invited: false,
    isInContact: false,
    contactUserId: null,
    ...extra,
  };
}

export function aContactInvitation(n: number, fullName: string): Invitation {
  return {
    id: id(5000 + n),
    type: 'CONTACT',
    createdBy: { id: id(n), fullName, userName: `person${n}`, displayPhoto: null },
    zone: null,
    channel: null,
    response: null,
    createdOn: '2026-03-01T10:00:00.000Z',
  };
}
