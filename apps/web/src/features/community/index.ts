export { InvitationList } from './invitations/InvitationList';
export { SuggestionsPanel } from './suggestions/SuggestionsPanel';
export { PlaceMembers } from './members/PlaceMembers';
export { useMembersPlace } from './members/use-place-members';
