export { InvitationList } from './invitations/InvitationList';
export { SuggestionsPanel } from './suggestions/SuggestionsPanel';
