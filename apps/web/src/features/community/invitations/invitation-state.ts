import type { Invitation } from '@plaza/contract';

/**
 * The list after answering one invitation (spec 02 §4): a rejected invitation is removed, an
 * accepted one stays with its response stored (and shows a disabled Accepted button).
 */
export function afterResponse(list: readonly Invitation[], answered: Invitation): Invitation[] {
  if (answered.response === 'REJECTED') return list.filter((item) => item.id !== answered.id);
  return list.map((item) => (item.id === answered.id ? answered : item));
}

/** What an invitation asks the user to do, in one line. */
export function invitationText(invitation: Invitation): { lead: string; target: string | null } {
  if (invitation.type === 'ZONE') return { lead: 'invited you to the zone', target: invitation.zone?.name ?? null };
  if (invitation.type === 'CHANNEL') {
    return { lead: 'invited you to the channel', target: invitation.channel?.name ?? null };
  }
  return { lead: 'wants to add you as a contact', target: null };
}
