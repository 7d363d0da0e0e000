import type { Fields } from './entities.js';
import * as E from './entities.js';
import type { Conformance } from './world.js';

/**
 * Every call of spec 01 §7 and spec 02 §7, written as the spec writes it: method, path (with or
 * without its leading slash and trailing slash, as printed), parameter and field names. The runner
 * makes each with plain fetch, in this order, as a signed-in member with real objects behind the
 * ids, and checks the status and that the reply carries the §3 entity's fields. Where the spec
 * says too little to make the call, `assumed` says what was taken.
 */

export type Who = 'visitor' | 'admin' | 'ada' | 'bob' | 'cyd' | 'dan';

export type Reply =
  /** The entity itself. */
  | { entity: Fields }
  /** A list the spec does not page: an array, of at least one item, each with the fields. */
  | { array: Fields }
  /** A paged list `{ data, limit, skip, total }`, of at least one item. */
  | { paged: Fields }
  /** Where the spec shows no shape: `{ data: [...] }`, of at least one item, as a paged-list reader reads it. */
  | { wrapped: Fields }
  /** A file (photo, video, attachment) of this media type. */
  | { file: string }
  /** A browser redirect whose Location matches. */
  | { redirect: RegExp }
  /** The spec does not show the reply. */
  | 'not shown';

export interface Call {
  spec: '01 §7' | '02 §7';
  /** As the spec writes it: 'PUT user/display-photo/', 'GET /post/comment/list/{postId}/{parentId?}'. */
  call: string;
  as?: Who;
  params?: (c: Conformance) => Record<string, string>;
  query?: (c: Conformance) => Record<string, string>;
  body?: (c: Conformance) => unknown;
  form?: (c: Conformance) => Promise<FormData>;
  /** Something to arrange first that no call of the spec does (pinning a post, a chat message). */
  before?: (c: Conformance) => Promise<void>;
  status?: number;
  reply: Reply;
  /** Further checks of the reply; a message when it is wrong. */
  check?: (c: Conformance, body: unknown) => string | null;
  /** Ids to remember for later calls. */
  keep?: (c: Conformance, body: unknown) => void;
  /** What was taken where the spec does not say enough to make the call. */
  assumed?: string;
}

export interface Later {
  spec: '02 §7';
  call: string;
  later: string;
}

/** A field of a reply by its dotted path ('zone.id', 'data.0.id'); throws when there is none. */
export function read(body: unknown, path: string): string {
  let value: unknown = body;
  for (const key of path.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (typeof value !== 'string') throw new Error(`no text at ${path} in ${JSON.stringify(body).slice(0, 300)}`);
  return value;
}

const id = (c: Conformance, name: string) => c.id(name);

export const ACCOUNT_CALLS: Call[] = [
  {
    spec: '01 §7',
    call: 'POST auth/initial-user',
    as: 'admin',
    body: (c) => ({ ...c.adminInput, password1: c.adminInput.password }),
    reply: { entity: E.LOGIN_REPLY },
    keep: (c, body) => c.keep('admin', read(body, 'user.id')),
    assumed:
      'The payload is "not shown beyond the user fields": fullName, userName, email, password, and the sign-up form’s password1.',
  },
  {
    spec: '01 §7',
    call: 'POST /auth/register',
    as: 'ada',
    before: (c) => c.addMembers(),
    body: (c) => ({
      fullName: 'Ada Byron',
      email: c.people.ada.email,
      password: c.people.ada.password,
      password1: c.people.ada.password,
    }),
    reply: { entity: E.REGISTER_REPLY },
    keep: (c, body) => c.keep('ada', read(body, 'id')),
  },
  {
    spec: '01 §7',
    call: 'POST /auth/login',
    as: 'ada',
    body: (c) => ({ emailOrUserName: c.people.ada.email, password: c.people.ada.password }),
    status: 403,
    reply: 'not shown',
    // Spec 01 §4: MUST_VERIFY_EMAIL sends the user to /verify-email-info/{userId}; the client reads data.user.id.
    check: (c, body) =>
      JSON.stringify((body as { data?: unknown }).data) ===
      JSON.stringify({ userId: id(c, 'ada'), user: { id: id(c, 'ada') } })
        ? null
        : `MUST_VERIFY_EMAIL does not name the user as data.user.id alone: ${JSON.stringify(body)}`,
  },
  {
    spec: '01 §7',
    call: 'POST /auth/resend-verification-mail/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'ada') }),
    reply: 'not shown',
  },
  {
    spec: '01 §7',
    call: 'POST /user/user-name-check',
    as: 'ada',
    body: () => ({ userName: 'ada_b' }),
    reply: { entity: E.USERNAME_CHECK },
  },
  {
    spec: '01 §7',
    call: 'POST /auth/verify-email',
    as: 'ada',
    body: async (c) => ({ token: await c.mailedToken(c.people.ada.email, 'verify-email', 2), userName: 'ada_b' }),
    reply: { entity: ['email'] },
  },
  {
    spec: '01 §7',
    call: 'POST /auth/login',
    as: 'ada',
    body: (c) => ({ emailOrUserName: 'ada_b', password: c.people.ada.password }),
    reply: { entity: E.LOGIN_REPLY },
  },
  { spec: '01 §7', call: 'POST /auth/retrieve', as: 'ada', body: () => ({}), reply: { entity: E.USER } },
  {
    spec: '01 §7',
    call: 'POST /auth/request-reset-password',
    as: 'ada',
    body: (c) => ({ email: c.people.ada.email }),
    reply: 'not shown',
  },
  {
    spec: '01 §7',
    call: 'PUT /auth/reset-password',
    as: 'ada',
    body: async (c) => ({
      password: c.changePassword('ada', 'reset-secret-1'),
      token: await c.mailedToken(c.people.ada.email, 'reset-password'),
    }),
    reply: 'not shown',
  },
  {
    spec: '01 §7',
    call: 'PUT auth/change-password',
    as: 'ada',
    body: (c) => {
      const current = c.people.ada.password;
      const next = c.changePassword('ada', 'changed-secret-2');
      return { currentPassword: current, newPassword: next, confirmNewPassword: next };
    },
    reply: 'not shown',
    assumed:
      'The spec names "current password, new password, confirmation"; sent as currentPassword, newPassword, confirmNewPassword.',
  },
  { spec: '01 §7', call: 'GET /auth/api/credentials', as: 'ada', reply: { entity: E.API_CREDENTIALS } },
  { spec: '01 §7', call: 'POST /auth/api/generate', as: 'ada', body: () => ({}), reply: { entity: E.API_CREDENTIALS } },
  {
    spec: '01 §7',
    call: 'PUT user/profile',
    as: 'ada',
    body: () => ({ fullName: 'Ada Lovelace' }),
    reply: { entity: E.USER },
    assumed: 'The reply is not shown; spec 01 §4 merges it into the stored user, so it is the user.',
  },
  {
    spec: '01 §7',
    call: 'PUT user/display-photo/',
    as: 'ada',
    form: (c) => c.photoForm(),
    reply: { entity: E.USER },
    keep: (c, body) => c.keep('adaPhoto', read(body, 'displayPhoto')),
  },
  {
    spec: '01 §7',
    call: 'GET /user/display-photo/{file}',
    as: 'visitor',
    params: (c) => ({ file: id(c, 'adaPhoto') }),
    reply: { file: 'image/webp' },
    assumed:
      '"Display photos load from the server at user, zone or channel display-photo paths followed by the file name."',
  },
  {
    spec: '01 §7',
    call: 'GET /user/profile/{userName}',
    as: 'ada',
    params: (c) => ({ userName: c.people.bob.userName }),
    reply: { entity: E.OTHER_USER },
    check: (c, body) => ((body as { email?: unknown }).email === null ? null : 'a non-contact’s e-mail was shown'),
  },
  {
    spec: '01 §7',
    call: 'POST /auth/metamask/nonce',
    as: 'visitor',
    body: (c) => ({ walletAddress: c.wallet.address }),
    reply: { entity: E.WALLET_NONCE },
    keep: (c, body) => c.keep('walletMessage', read(body, 'message')),
  },
  {
    spec: '01 §7',
    call: 'POST /auth/metamask/login',
    as: 'visitor',
    body: async (c) => ({
      walletAddress: c.wallet.address,
      signature: await c.wallet.signMessage({ message: id(c, 'walletMessage') }),
    }),
    // A wallet nobody registered: spec 01 §4 sends the user on to the wallet registration.
    status: 404,
    reply: 'not shown',
    assumed:
      'The wallet signs the EIP-4361 message the nonce call answers, not the bare nonce (a deliberate difference).',
  },
  {
    spec: '01 §7',
    call: 'POST /auth/metamask/register',
    as: 'visitor',
    body: async (c) => ({ ...(await c.walletSignature()), fullName: 'Wally Wallet', email: 'wally@example.com' }),
    reply: { entity: E.REGISTER_REPLY },
  },
];

/** Spec 01 §7 third-party sign-in, against a server whose Google is a real OpenID provider. */
export const THIRD_PARTY_CALLS: Call[] = [
  {
    spec: '01 §7',
    call: 'GET auth/third-party/{provider}',
    as: 'visitor',
    params: () => ({ provider: 'google' }),
    reply: { redirect: /^http:\/\/127\.0\.0\.1:\d+\// },
    assumed:
      'The spec’s "browser redirect to the server’s v1 auth/third-party/{provider}": a GET the browser navigates to.',
  },
  {
    spec: '01 §7',
    call: 'POST /auth/third-party/{provider}',
    as: 'visitor',
    params: () => ({ provider: 'google' }),
    body: async (c) => c.providerAnswer(),
    reply: { entity: ['token'] },
    keep: (c, body) => c.keep('profileToken', read(body, 'token')),
    assumed:
      'The spec sends "code or email"; Plaza takes the code and state the provider sent back (a deliberate difference).',
  },
  {
    spec: '01 §7',
    call: 'POST /auth/third-party/profile/complete',
    as: 'visitor',
    body: (c) => ({ token: id(c, 'profileToken'), userName: 'third_p' }),
    reply: { entity: E.LOGIN_REPLY },
  },
];

const photo = (c: Conformance) => c.photoForm();

export const COMMUNITY_CALLS: Call[] = [
  {
    spec: '02 §7',
    call: 'POST /zone/create',
    as: 'ada',
    body: () => ({ name: 'Ada Zone', subdomain: 'ada-zone', description: 'Engines', public: true }),
    reply: { entity: E.USER_ZONE },
    keep: (c, body) => c.keep('zone', read(body, 'zone.id')),
  },
  {
    spec: '02 §7',
    call: 'POST /zone/join/{id}',
    as: 'bob',
    params: (c) => ({ id: id(c, 'zone') }),
    reply: { entity: E.USER_ZONE },
  },
  {
    spec: '02 §7',
    call: 'GET /zone/search',
    as: 'ada',
    query: () => ({ searchTerm: 'Ada', skip: '0' }),
    reply: { paged: E.ZONE },
    assumed: '"query params": searchTerm and skip, as every search sends.',
  },
  {
    spec: '02 §7',
    call: 'PUT zone/{id}/display-photo',
    as: 'ada',
    params: (c) => ({ id: id(c, 'zone') }),
    form: photo,
    reply: { entity: E.ZONE },
    keep: (c, body) => c.keep('zonePhoto', read(body, 'displayPhoto')),
  },
  {
    spec: '02 §7',
    call: 'GET /zone/display-photo/{file}',
    as: 'visitor',
    params: (c) => ({ file: id(c, 'zonePhoto') }),
    reply: { file: 'image/webp' },
  },
  {
    spec: '02 §7',
    call: 'PUT zone/update/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'zone') }),
    body: () => ({ description: 'Analytical engines' }),
    reply: { entity: E.ZONE },
  },
  {
    spec: '02 §7',
    call: 'GET /zone/role/list/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'zone') }),
    reply: { array: E.ROLE_OF_ZONE },
  },
  {
    spec: '02 §7',
    call: 'PUT zone/permissions/update/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'zone') }),
    body: () => ({ roleCode: 'USER', canInvite: false }),
    reply: { entity: E.ROLE_OF_ZONE },
    check: (_c, body) => ((body as { canInvite?: unknown }).canInvite === false ? null : 'the flag was not changed'),
    assumed: 'The flags travel flat beside roleCode, as the spec’s client sends them.',
  },
  {
    spec: '02 §7',
    call: 'GET zone/users/list/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'zone') }),
    query: () => ({ limit: '10', skip: '0' }),
    reply: { paged: E.MEMBER_ROW },
  },
  {
    spec: '02 §7',
    call: 'PUT zone/role/change/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'zone') }),
    body: (c) => ({ userId: c.people.bob.id, zoneRoleCode: 'MODERATOR' }),
    reply: { entity: E.MEMBER_ROW },
  },
  { spec: '02 §7', call: 'GET /user-zone/list', as: 'ada', reply: { array: E.USER_ZONE } },
  {
    spec: '02 §7',
    call: 'POST /zone/invite/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'zone') }),
    body: (c) => ({ email: c.people.cyd.email }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'POST /zone/invitation/response',
    as: 'cyd',
    body: async (c) => ({ invitationId: await c.invitationTo('cyd', 'ZONE'), status: 'accept' }),
    reply: { entity: E.INVITATION },
    assumed: 'status is "accept" or "reject", as the spec’s client sends it (ACCEPTED and REJECTED are taken too).',
  },
  {
    spec: '02 §7',
    call: 'GET /user-zone/list',
    as: 'cyd',
    reply: { array: E.USER_ZONE },
    keep: (c, body) => c.keep('cydZoneMembership', read(body, '0.id')),
  },
  {
    spec: '02 §7',
    call: 'DELETE /user-zone/remove/{id}',
    as: 'cyd',
    params: (c) => ({ id: id(c, 'cydZoneMembership') }),
    reply: 'not shown',
    assumed: '{id} is the membership id of the user-zone list (the zone’s id is taken too).',
  },
  {
    spec: '02 §7',
    call: 'POST /channel/create/{zoneId}',
    as: 'ada',
    params: (c) => ({ zoneId: id(c, 'zone') }),
    body: () => ({ name: 'Engines', description: 'Difference engines', public: true }),
    reply: { entity: E.USER_CHANNEL },
    keep: (c, body) => c.keep('channel', read(body, 'channel.id')),
  },
  {
    spec: '02 §7',
    call: 'POST /channel/join/{id}',
    as: 'bob',
    params: (c) => ({ id: id(c, 'channel') }),
    reply: { entity: E.USER_CHANNEL },
    keep: (c, body) => c.keep('bobChannelMembership', read(body, 'id')),
  },
  {
    spec: '02 §7',
    call: 'GET /channel/search',
    as: 'ada',
    query: () => ({ searchTerm: 'Engines', skip: '0' }),
    reply: { paged: E.CHANNEL },
  },
  {
    spec: '02 §7',
    call: 'PUT channel/{id}/display-photo',
    as: 'ada',
    params: (c) => ({ id: id(c, 'channel') }),
    form: photo,
    reply: { entity: E.CHANNEL },
    keep: (c, body) => c.keep('channelPhoto', read(body, 'displayPhoto')),
  },
  {
    spec: '02 §7',
    call: 'PUT channel/{id}/background-photo',
    as: 'ada',
    params: (c) => ({ id: id(c, 'channel') }),
    form: photo,
    reply: { entity: E.CHANNEL },
    keep: (c, body) => c.keep('channelBackground', read(body, 'backgroundPhoto')),
  },
  {
    spec: '02 §7',
    call: 'GET /channel/display-photo/{file}',
    as: 'visitor',
    params: (c) => ({ file: id(c, 'channelPhoto') }),
    reply: { file: 'image/webp' },
  },
  {
    spec: '02 §7',
    call: 'GET /channel/background-photo/{file}',
    as: 'visitor',
    params: (c) => ({ file: id(c, 'channelBackground') }),
    reply: { file: 'image/webp' },
    assumed: 'Background photos load like display photos, at the background-photo path.',
  },
  {
    spec: '02 §7',
    call: 'PUT channel/update/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'channel') }),
    body: () => ({ description: 'Engines of difference' }),
    reply: { entity: E.CHANNEL },
  },
  {
    spec: '02 §7',
    call: 'PUT channel/permissions/update/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'channel') }),
    body: () => ({ roleCode: 'USER', canInvite: false }),
    reply: { entity: E.ROLE_OF_CHANNEL },
    assumed: 'The flags travel flat beside roleCode, as the spec’s client sends them.',
  },
  {
    spec: '02 §7',
    call: 'GET channel/users/list/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'channel') }),
    query: () => ({ limit: '10', skip: '0' }),
    reply: { paged: E.MEMBER_ROW },
  },
  {
    spec: '02 §7',
    call: 'GET channel/role/list/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'channel') }),
    reply: { array: E.ROLE_OF_CHANNEL },
  },
  {
    spec: '02 §7',
    call: 'PUT channel/role/change/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'channel') }),
    body: (c) => ({ userId: c.people.bob.id, channelRoleCode: 'MODERATOR' }),
    reply: { entity: E.MEMBER_ROW },
  },
  { spec: '02 §7', call: 'GET /user-channel/list', as: 'ada', reply: { array: E.USER_CHANNEL } },
  { spec: '02 §7', call: 'GET /user-channel/list/all', as: 'ada', reply: { array: E.USER_CHANNEL } },
  {
    spec: '02 §7',
    call: 'POST /channel/invite/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'channel') }),
    body: (c) => ({ email: c.people.cyd.email }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'POST /channel/invitation/response',
    as: 'cyd',
    body: async (c) => ({ invitationId: await c.invitationTo('cyd', 'CHANNEL'), status: 'reject' }),
    reply: { entity: E.INVITATION },
  },
  {
    spec: '02 §7',
    call: 'POST /channel/create/{zoneId}',
    as: 'ada',
    params: (c) => ({ zoneId: id(c, 'zone') }),
    body: () => ({ name: 'Short lived', description: '', public: true }),
    reply: { entity: E.USER_CHANNEL },
    keep: (c, body) => c.keep('doomedChannel', read(body, 'channel.id')),
  },
  {
    spec: '02 §7',
    call: 'DELETE channel/remove/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'doomedChannel') }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'POST /zone/create',
    as: 'ada',
    body: () => ({ name: 'Short lived', subdomain: 'short-lived', description: '', public: false }),
    reply: { entity: E.USER_ZONE },
    keep: (c, body) => c.keep('doomedZone', read(body, 'zone.id')),
  },
  {
    spec: '02 §7',
    call: 'DELETE /zone/remove/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'doomedZone') }),
    reply: 'not shown',
  },
  // Bob's own public zone and channel, for Ada's suggestions.
  {
    spec: '02 §7',
    call: 'POST /zone/create',
    as: 'bob',
    body: () => ({ name: 'Bob Zone', subdomain: 'bob-zone', description: 'Bridges', public: true }),
    reply: { entity: E.USER_ZONE },
    keep: (c, body) => c.keep('bobZone', read(body, 'zone.id')),
  },
  {
    spec: '02 §7',
    call: 'POST /channel/create/{zoneId}',
    as: 'bob',
    params: (c) => ({ zoneId: id(c, 'bobZone') }),
    body: () => ({ name: 'Bridges', description: '', public: true }),
    reply: { entity: E.USER_CHANNEL },
  },
];

export const CONTENT_CALLS: Call[] = [
  {
    spec: '02 §7',
    call: 'POST video/create/',
    as: 'ada',
    form: (c) =>
      c.videoForm({ title: 'First light', description: 'A test clip', channelId: id(c, 'channel'), public: 'true' }),
    reply: { entity: E.POST },
    keep: (c, body) => {
      c.keep('post', read(body, 'id'));
      c.keep('slug', read(body, 'slug'));
      c.keep('videoName', read(body, 'videoName'));
    },
    assumed:
      'Multipart fields title, description, channelId, public and videoFile (spec 02 §3 Video upload), the file last.',
  },
  {
    spec: '02 §7',
    call: 'GET /post/feed/list',
    as: 'ada',
    query: () => ({ limit: '6', skip: '0' }),
    reply: { paged: E.POST },
  },
  {
    spec: '02 §7',
    call: 'GET /post/feed/list',
    as: 'ada',
    query: () => ({ searchTerm: 'light', skip: '0', following: 'false', streaming: 'false' }),
    reply: { paged: E.POST },
    assumed: 'The post search: "searches send searchTerm and skip; post search adds following and streaming".',
  },
  {
    spec: '02 §7',
    call: 'GET /post/feed/detail/{postId}',
    as: 'bob',
    params: (c) => ({ postId: id(c, 'post') }),
    reply: { entity: E.POST },
  },
  {
    spec: '02 §7',
    call: 'PUT /post/update/{postId}',
    as: 'ada',
    params: (c) => ({ postId: id(c, 'post') }),
    body: () => ({ title: 'First light, again', description: 'Still a test clip', public: true }),
    reply: { entity: E.POST },
  },
  {
    spec: '02 §7',
    call: 'GET /post/featured/user/{userId}',
    as: 'bob',
    before: (c) => c.pin('ada', id(c, 'post')),
    params: (c) => ({ userId: c.people.ada.id }),
    reply: { entity: E.POST },
  },
  {
    spec: '02 §7',
    call: 'GET /post/video/view/{slug}/{videoName}',
    as: 'bob',
    params: (c) => ({ slug: id(c, 'slug'), videoName: id(c, 'videoName') }),
    reply: { redirect: /^\/v1\/media\/[a-f0-9]{24}\/\d+\.[pm]\.[\w-]{43}\/original\.mp4$/ },
    assumed: 'The file itself is at the address the call redirects to (SPEC_DIFFERENCES).',
  },
  {
    spec: '02 §7',
    call: 'POST /post/video/stats/views',
    as: 'bob',
    body: (c) => ({ postId: id(c, 'post'), startedFrom: 0, endedAt: 2 }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'POST /post/like/create',
    as: 'bob',
    body: (c) => ({ postId: id(c, 'post'), type: 'like' }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'DELETE /post/like/remove/{postId}',
    as: 'bob',
    params: (c) => ({ postId: id(c, 'post') }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'POST /post/like/create',
    as: 'bob',
    body: (c) => ({ postId: id(c, 'post'), type: 'dislike' }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'DELETE /post/remove/{id}',
    as: 'ada',
    before: async (c) => c.keep('doomedPost', await c.insertPost('ada')),
    params: (c) => ({ id: id(c, 'doomedPost') }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'POST /post/comment/create',
    as: 'bob',
    body: (c) => ({ comment: 'Lovely', postId: id(c, 'post'), parentId: undefined }),
    reply: { entity: E.COMMENT },
    keep: (c, body) => c.keep('comment', read(body, 'id')),
  },
  {
    spec: '02 §7',
    call: 'POST /post/comment/create',
    as: 'ada',
    body: (c) => ({ comment: 'Thank you', postId: id(c, 'post'), parentId: id(c, 'comment') }),
    reply: { entity: E.COMMENT },
    keep: (c, body) => c.keep('reply', read(body, 'id')),
  },
  {
    spec: '02 §7',
    call: 'PUT /post/comment/update',
    as: 'bob',
    body: (c) => ({ comment: 'Lovely light', commentId: id(c, 'comment') }),
    reply: { entity: E.COMMENT },
  },
  {
    spec: '02 §7',
    call: 'PUT /post/comment/update',
    as: 'bob',
    body: (c) => ({ comment: 'Lovely light indeed', id: id(c, 'comment') }),
    reply: { entity: E.COMMENT },
    assumed: 'The spec’s other reading: comment, id.',
  },
  {
    spec: '02 §7',
    call: 'GET /post/comment/list/{postId}/{parentId?}',
    as: 'ada',
    params: (c) => ({ postId: id(c, 'post') }),
    query: () => ({ limit: '10', skip: '0', sortBy: 'createdOn' }),
    reply: { paged: E.COMMENT },
    assumed: 'Without a parentId the path keeps its slash: /post/comment/list/{postId}/.',
  },
  {
    spec: '02 §7',
    call: 'GET /post/comment/list/{postId}/{parentId?}',
    as: 'ada',
    params: (c) => ({ postId: id(c, 'post'), parentId: id(c, 'comment') }),
    query: () => ({ limit: '5', skip: '0', sortBy: 'likesCount' }),
    reply: { paged: E.COMMENT },
  },
  {
    spec: '02 §7',
    call: 'POST /post/comment/like/create',
    as: 'ada',
    body: (c) => ({ postId: id(c, 'post'), postCommentId: id(c, 'comment') }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'DELETE /post/comment/like/remove/{commentId}',
    as: 'ada',
    params: (c) => ({ commentId: id(c, 'comment') }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'DELETE /post/comment/remove/{commentId}',
    as: 'ada',
    params: (c) => ({ commentId: id(c, 'reply') }),
    reply: 'not shown',
  },
  { spec: '02 §7', call: 'GET /post/folder/list', as: 'ada', reply: { array: E.FOLDER } },
  {
    spec: '02 §7',
    call: 'POST /post/folder/create',
    as: 'ada',
    body: () => ({ title: 'Favourites' }),
    reply: { entity: E.FOLDER },
    keep: (c, body) => c.keep('folder', read(body, 'id')),
  },
  {
    spec: '02 §7',
    call: 'POST /post/folder/item/create',
    as: 'ada',
    body: (c) => ({ folderId: id(c, 'folder'), postId: id(c, 'post') }),
    reply: { entity: E.FOLDER_ITEM },
  },
  {
    spec: '02 §7',
    call: 'POST /post/folder/item/remove',
    as: 'ada',
    body: (c) => ({ folderId: id(c, 'folder'), postId: id(c, 'post') }),
    reply: 'not shown',
    assumed: 'The payload is not shown: folderId and postId, as the item was created.',
  },
];

export const PEOPLE_CALLS: Call[] = [
  {
    spec: '02 §7',
    call: 'GET /user/search',
    as: 'ada',
    query: (c) => ({
      // Whom to invite to the channel: its followers (Bob) are left out.
      name: 'Dan',
      limit: '6',
      channelId: id(c, 'channel'),
      userContacts: 'false',
      excludeIds: [id(c, 'admin'), c.people.cyd.id].join(','),
    }),
    reply: { paged: E.OTHER_USER.filter((f) => f !== 'email') },
    assumed: 'A member who is not a contact carries no e-mail (a deliberate difference).',
  },
  {
    spec: '02 §7',
    call: 'GET /user/search',
    as: 'ada',
    query: () => ({ searchTerm: 'Bob', skip: '0' }),
    reply: { paged: E.OTHER_USER.filter((f) => f !== 'email') },
  },
  {
    spec: '02 §7',
    call: 'POST /user/contact/invitation/create',
    as: 'ada',
    body: (c) => ({ email: c.people.bob.email }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'GET /user/invitations/list',
    as: 'bob',
    query: () => ({ limit: '30', skip: '0' }),
    reply: { paged: E.INVITATION },
    keep: (c, body) => c.keep('contactInvitation', read(body, 'data.0.id')),
  },
  {
    spec: '02 §7',
    call: 'POST /user/contact/invitation/response',
    as: 'bob',
    body: (c) => ({ contactInvitationId: id(c, 'contactInvitation'), status: 'accept' }),
    reply: { entity: E.INVITATION },
  },
  {
    spec: '02 §7',
    call: 'GET /user/contact/list/{userName}',
    as: 'ada',
    params: () => ({ userName: 'ada_b' }),
    query: () => ({ skip: '0' }),
    reply: { paged: E.CONTACT },
    keep: (c, body) => c.keep('contactRow', read(body, 'data.0.id')),
  },
  {
    spec: '02 §7',
    call: 'GET /user/contact/list/{userName?}',
    as: 'ada',
    params: () => ({}),
    query: () => ({ skip: '0' }),
    reply: { paged: E.CONTACT },
    assumed: '"contacts list with skip": one’s own, without a username (/user/contact/list/?skip=0).',
  },
  {
    spec: '02 §7',
    call: 'GET /user/profile/{userName}',
    as: 'ada',
    params: (c) => ({ userName: c.people.bob.userName }),
    reply: { entity: E.OTHER_USER },
    check: (c, body) => {
      const b = body as { isInContact?: unknown; contactUserId?: unknown; email?: unknown };
      return b.isInContact === true && b.contactUserId === c.people.bob.id && b.email === c.people.bob.email
        ? null
        : `a contact's profile lacks isInContact, contactUserId or e-mail: ${JSON.stringify(body)}`;
    },
  },
  {
    spec: '02 §7',
    call: 'GET /user/channel/list/{id}',
    as: 'ada',
    params: (c) => ({ id: c.people.bob.id }),
    reply: { wrapped: E.CHANNEL },
    assumed: 'The spec shows no shape: Plaza answers { data: Channel[] }, which a paged-list reader reads too.',
  },
  {
    spec: '02 §7',
    call: 'GET /user/zone/list/{id}',
    as: 'ada',
    params: (c) => ({ id: c.people.bob.id }),
    reply: { wrapped: E.ZONE },
    assumed: 'The spec shows no shape: Plaza answers { data: Zone[] }, which a paged-list reader reads too.',
  },
  {
    spec: '02 §7',
    call: 'GET /activity/list/suggestions/contact',
    as: 'ada',
    before: (c) => c.joinZone('dan', id(c, 'zone')),
    query: () => ({ limit: '3', skip: '0' }),
    reply: { paged: E.CONTACT_SUGGESTION },
  },
  {
    spec: '02 §7',
    call: 'GET /activity/list/suggestions/zone',
    as: 'ada',
    query: () => ({ limit: '3', skip: '0' }),
    reply: { paged: E.ZONE_SUGGESTION },
  },
  {
    spec: '02 §7',
    call: 'GET /activity/list/suggestions/channels',
    as: 'ada',
    query: () => ({ limit: '3', skip: '0' }),
    reply: { paged: E.CHANNEL_SUGGESTION },
  },
  {
    spec: '02 §7',
    call: 'GET /notification/list',
    as: 'ada',
    query: () => ({ limit: '30', skip: '0', type: 'all' }),
    reply: { paged: E.NOTIFICATION },
    check: (_c, body) => {
      const missing = E.missingFields(body, E.NOTIFICATION_COUNTS);
      return missing.length ? `no ${missing.join(', ')}` : null;
    },
    keep: (c, body) => c.keep('notification', read(body, 'data.0.id')),
    assumed: 'type "all" for every type, as the spec’s client sends it.',
  },
  {
    spec: '02 §7',
    call: 'POST /notification/view',
    as: 'ada',
    body: (c) => ({ notificationIds: [id(c, 'notification')] }),
    reply: 'not shown',
  },
  {
    spec: '02 §7',
    call: 'POST /notification/read/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'notification') }),
    reply: 'not shown',
  },
  { spec: '02 §7', call: 'GET /membership/user', as: 'ada', reply: 'not shown' },
  {
    spec: '02 §7',
    call: 'GET /chat/list/messages/{medium}/{id}',
    as: 'ada',
    before: (c) => c.chat('bob', 'ada', 'Hello Ada'),
    params: (c) => ({ medium: 'direct', id: c.people.bob.id }),
    query: () => ({ limit: '50' }),
    reply: { wrapped: E.CHAT_MESSAGE },
    assumed: 'History pages by date (lastDate): Plaza answers { data, limit, hasMore }.',
  },
  { spec: '02 §7', call: 'GET /chat/message/unread/counts', as: 'ada', reply: { array: E.UNREAD_COUNT } },
  {
    spec: '02 §7',
    call: 'POST /chat/attachment',
    as: 'ada',
    form: (c) => c.attachmentForm(),
    reply: { entity: E.ATTACHMENT },
    keep: (c, body) => c.keep('attachment', read(body, 'name')),
  },
  {
    spec: '02 §7',
    call: 'GET /chat/attachment/{name}',
    as: 'ada',
    params: (c) => ({ name: id(c, 'attachment') }),
    reply: { file: 'image/webp' },
  },
  {
    spec: '02 §7',
    call: 'DELETE user-channel/remove/{id}',
    as: 'bob',
    params: (c) => ({ id: id(c, 'bobChannelMembership') }),
    reply: 'not shown',
    assumed: '{id} is the membership id of the user-channel list (the channel’s id is taken too).',
  },
  {
    spec: '02 §7',
    call: 'DELETE /user/contact/remove/{id}',
    as: 'ada',
    params: (c) => ({ id: id(c, 'contactRow') }),
    reply: 'not shown',
    assumed: '{id} is the contact’s id in the contact list (the contact user’s id is taken too).',
  },
  { spec: '02 §7', call: 'GET /meeting/config/user', as: 'ada', reply: { entity: E.USER_MEETING_CONFIG } },
  {
    spec: '02 §7',
    call: 'POST /meeting/create',
    as: 'ada',
    body: (c) => {
      const start = new Date(Math.ceil((Date.now() + 3_600_000) / 1_800_000) * 1_800_000);
      return {
        title: 'Weekly sync',
        description: 'What the spec’s dialog sends',
        planForLater: true,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 1_800_000).toISOString(),
        timeZone: 'Europe/Istanbul',
        public: false,
        channelId: null,
        liveStream: false,
        record: false,
        joinLinkExpiryAsHours: 24,
        saveConfig: true,
        config: { toolbarButtons: ['microphone', 'camera', 'hangup'], startWithAudioMuted: true },
        invitationIds: [c.people.bob.id],
      };
    },
    reply: { entity: E.MEETING_CREATED },
    keep: (c, body) => c.keep('meetingSlug', read(body, 'meeting.slug')),
    assumed:
      'The meeting form of spec 02 §3 as JSON, dates as ISO date-times on 30-minute steps; `config` is the jitsiConfig of GET /meeting/config/user (its fixed values may be left out). The spec does not show the meeting: Plaza answers its Meeting with the slug.',
  },
  {
    spec: '02 §7',
    call: 'GET /meeting/join-link/{slug}',
    as: 'ada',
    params: (c) => ({ slug: id(c, 'meetingSlug') }),
    reply: { entity: ['link'] },
    assumed: '"Returns a link": the reply is `{ link }` (and when it expires).',
  },
  { spec: '01 §7', call: 'POST /auth/logout', as: 'ada', body: () => ({}), reply: 'not shown' },
];

/** Calls of the spec that a later issue brings: none since the meetings issue. */
export const LATER: Later[] = [];
