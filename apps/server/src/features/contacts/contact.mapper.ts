import type { Contact } from '@plaza/contract';
import type { ContactListRow } from './contact.repository.js';

export function toContactDto(row: ContactListRow, online: boolean): Contact {
  return {
    id: row.id,
    contactUser: {
      id: row.user_id,
      fullName: row.full_name,
      userName: row.user_name,
      displayPhoto: row.display_photo,
      email: row.email,
    },
    online,
    lastOnlineDate: row.last_online_at?.toISOString() ?? null,
    createdOn: row.created_at.toISOString(),
  };
}
