/** Every route of spec 01 §2 and spec 02 §2, and builders for the ones with parameters. */
export const PATHS = {
  home: '/',
  login: '/login',
  join: '/join',
  register: '/register',
  registerWithEmail: '/register-with-email',
  forgotPassword: '/forgot-password',
  thirdPartyReturn: '/auth/:name',
  completeProfile: '/complete-profile/:token',
  verifyEmailInfo: '/verify-email-info/:userId',
  verifyEmail: '/verify-email/:token',
  metamaskRegister: '/metamask-register',
  apiDocs: '/api-docs',
  initializeUser: '/initialize-user',
  support: '/support',
  supportPage: '/support/:page',
  zoneNotFound: '/zone-not-found',
  invite: '/invite',
  channels: '/channels',
  savedPosts: '/saved-posts',
  video: '/video/:id',
  search: '/search/:scope/:value',
  contacts: '/contacts',
  profile: '/user/:userName',
  settings: '/settings',
  settingsPage: '/settings/:page',
  resetPassword: '/reset-password/:token',
  messages: '/messages',
  meeting: '/meeting/:slug',
} as const;

/** The query parameter of /join that carries the location to return to after sign-in. */
export const NEXT_PARAM = 'next';

const enc = encodeURIComponent;

/** A page with the location to come back to after sign-in, when there is one. */
const withNext = (path: string, next: string | null | undefined) =>
  next && next !== PATHS.home ? `${path}?${NEXT_PARAM}=${enc(next)}` : path;

export const to = {
  withNext,
  verifyEmailInfo: (userId: string, next?: string | null) => withNext(`/verify-email-info/${enc(userId)}`, next),
  completeProfile: (token: string) => `/complete-profile/${enc(token)}`,
  metamaskRegister: (walletAddress: string, signature: string, next?: string | null) =>
    `${PATHS.metamaskRegister}?walletAddress=${enc(walletAddress)}&signature=${enc(signature)}` +
    (next && next !== PATHS.home ? `&${NEXT_PARAM}=${enc(next)}` : ''),
  supportPage: (page: string) => `/support/${enc(page)}`,
  settingsPage: (page: string) => `/settings/${enc(page)}`,
  profile: (userName: string) => `/user/${enc(userName)}`,
  join: (next: string | null) => withNext(PATHS.join, next),
  meeting: (slug: string) => `/meeting/${enc(slug)}`,
};
