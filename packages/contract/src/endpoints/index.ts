import type { Endpoint } from '../endpoint.js';
import { apiCredentials } from './api-credentials.js';
import { account } from './account.js';
import { auth } from './auth.js';
import { channels, userChannels } from './channels.js';
import { calls } from './calls.js';
import { chat } from './chat.js';
import { comments } from './comments.js';
import { contacts } from './contacts.js';
import { folders } from './folders.js';
import { meetings } from './meetings.js';
import { notifications } from './notifications.js';
import { outgoingMail } from './outgoing-mail.js';
import { membership, suggestions, system, userCommunity } from './community.js';
import { health } from './health.js';
import { postReports, posts } from './posts.js';
import { profile } from './profile.js';
import { streaming } from './streaming.js';
import { thirdParty } from './third-party.js';
import { user } from './user.js';
import { wallet } from './wallet.js';
import { userZones, zones } from './zones.js';

/** Every endpoint of the API, grouped by feature: `api.auth.login`, `api.health.check`, ... */
export const api = {
  auth,
  health,
  system,
  apiCredentials,
  account,
  user,
  outgoingMail,
  profile,
  zones,
  userZones,
  channels,
  userChannels,
  userCommunity,
  suggestions,
  membership,
  posts,
  postReports,
  comments,
  folders,
  contacts,
  notifications,
  chat,
  calls,
  meetings,
  streaming,
  wallet,
  thirdParty,
} as const;

export function allEndpoints(): Endpoint[] {
  return Object.values(api).flatMap((group) => Object.values(group) as Endpoint[]);
}

export * from './api-credentials.js';
export * from './account.js';
export * from './auth.js';
export * from './outgoing-mail.js';
export * from './profile.js';
export * from './user.js';
export * from './streaming.js';
export * from './zones.js';
export * from './channels.js';
export * from './community.js';
export * from './posts.js';
export * from './comments.js';
export * from './folders.js';
export * from './contacts.js';
export * from './notifications.js';
export * from './chat.js';
export * from './calls.js';
export * from './meetings.js';
export * from './third-party.js';
export * from './wallet.js';
