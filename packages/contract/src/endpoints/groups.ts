// Every endpoint group as its own export: `import * as api from '@plaza/contract/api'` reads like the
// `api` object, and a bundle (the web app) keeps only the groups it uses.
export { apiCredentials } from './api-credentials.js';
export { account } from './account.js';
export { auth } from './auth.js';
export { channels, userChannels } from './channels.js';
export { calls } from './calls.js';
export { chat } from './chat.js';
export { comments } from './comments.js';
export { contacts } from './contacts.js';
export { folders } from './folders.js';
export { meetings } from './meetings.js';
export { notifications } from './notifications.js';
export { outgoingMail } from './outgoing-mail.js';
export { membership, suggestions, system, userCommunity } from './community.js';
export { health } from './health.js';
export { postReports, posts } from './posts.js';
export { profile } from './profile.js';
export { streaming } from './streaming.js';
export { thirdParty } from './third-party.js';
export { user } from './user.js';
export { wallet } from './wallet.js';
export { userZones, zones } from './zones.js';
