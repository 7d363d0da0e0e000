import type { User } from '@plaza/contract';

/** A verified member, as the session replies carry one. */
export const testUser: User = {
  id: '0b9f5c1e-6a51-4c1e-9d8e-2f1f3a4b5c6d',
  fullName: 'Ada Lovelace',
  userName: 'ada_lovelace',
  email: 'ada@example.com',
  displayPhoto: null,
  isSuperAdmin: false,
  emailVerified: true,
  createdOn: '2025-01-01T10:00:00.000Z',
};
