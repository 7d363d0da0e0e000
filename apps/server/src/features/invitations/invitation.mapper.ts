import type { Invitation } from '@plaza/contract';
import type { InvitationView } from './invitation-view.repository.js';

export function toInvitationDto(row: InvitationView): Invitation {
  return {
    id: row.id,
    type: row.type,
    createdBy: {
      id: row.creator_id,
      fullName: row.creator_full_name,
      userName: row.creator_user_name,
      displayPhoto: row.creator_display_photo,
    },
    zone: row.zone_id ? { id: row.zone_id, name: row.zone_name ?? '', subdomain: row.zone_subdomain ?? '' } : null,
    channel:
      row.channel_id && row.channel_zone_id
        ? { id: row.channel_id, name: row.channel_name ?? '', zoneId: row.channel_zone_id }
        : null,
    response: row.response,
    createdOn: row.created_at.toISOString(),
  };
}
