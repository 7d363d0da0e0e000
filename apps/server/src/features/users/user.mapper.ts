import type { User } from '@plaza/contract';
import type { UserRow } from '../../db/schema.js';

/** The user as they see themself. Never includes the password hash. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    fullName: row.full_name,
    userName: row.user_name,
    email: row.email,
    displayPhoto: row.display_photo,
    isSuperAdmin: row.is_super_admin,
    emailVerified: row.email_verified_at !== null,
    createdOn: row.created_at.toISOString(),
  };
}
