export { InviteByEmail } from './InviteByEmail';
export { InviteUserButton } from './InviteUserButton';
export { PresenceAvatar } from './PresenceAvatar';
export { ShareLinkPanel } from './ShareLinkPanel';
export { invalidateContacts, useContactList } from './contact-queries';
export { presenceText } from './presence-text';
