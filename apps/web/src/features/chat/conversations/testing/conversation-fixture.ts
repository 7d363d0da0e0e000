import type { ChatConversation, ProfileRelation, User } from '@plaza/contract';

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

type Last = NonNullable<ChatConversation['lastMessage']>;

/** A conversation with person `n`; `last` gives its last message (none by default). */
export function aConversation(
  n: number,
  fullName: string,
  extra: Partial<Omit<ChatConversation, 'lastMessage'>> & { last?: Partial<Last> } = {},
): ChatConversation {
  const { last, ...rest } = extra;
  const userName = fullName.split(' ')[0]?.toLowerCase() ?? `person${n}`;
  return {
    user: { id: id(n), fullName, userName, displayPhoto: null },
    lastMessage: last
      ? {
          id: id(5000 + n),
          preview: 'Hello',
          createdOn: new Date().toISOString(),
          fromMe: false,
          deleted: false,
          attachmentCount: 0,
          ...last,
        }
      : null,
    unreadCount: 0,
    canMessage: true,
    lastOnlineDate: null,
    ...rest,
  };
}

export const page = (data: ChatConversation[], total = data.length, skip = 0) => ({ data, total, limit: 30, skip });

export function aRelation(overrides: Partial<ProfileRelation> = {}): ProfileRelation {
  return {
    self: false,
    isInContact: true,
    invited: false,
    invitationReceivedId: null,
    blocked: false,
    email: null,
    online: null,
    lastOnlineDate: null,
    contactsCount: 1,
    mutualContactsCount: 0,
    ...overrides,
  };
}
