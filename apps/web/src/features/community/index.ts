export { InvitationList } from './invitations/InvitationList';
export { InvitationRow } from './invitations/InvitationRow';
export { useInvitations } from './invitations/use-invitations';
export { SuggestionsPanel } from './suggestions/SuggestionsPanel';
export { PlaceMembers } from './members/PlaceMembers';
export { useMembersPlace } from './members/use-place-members';
