export { useChannelSearch, useZoneSearch } from './community-search';
export { InvitationList } from './invitations/InvitationList';
export { SuggestionsPanel } from './suggestions/SuggestionsPanel';
