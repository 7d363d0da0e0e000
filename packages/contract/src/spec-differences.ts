/**
 * Where Plaza answers a call of the specification (spec 01 §7, spec 02 §7) differently on purpose,
 * and why. The OpenAPI document (and so the /api-docs page) lists them; everything else follows the
 * spec's paths, fields and entities, and accepts the other spellings a client written from it sends.
 */
export interface SpecDifference {
  /** The calls concerned. */
  where: string;
  /** What Plaza does instead of what the spec says. */
  what: string;
  why: string;
}

export const SPEC_DIFFERENCES: readonly SpecDifference[] = [
  {
    where: 'GET /post/video/view/{slug}/{videoName}',
    what: 'The call checks that the caller may see the post and answers 302 to the file’s signed, expiring address (GET /media/{slug}/{signature}/{fileName}); a client that follows redirects (a browser, an HLS player, curl -L) reads the file as before.',
    why: 'Playlists name their segments relative to that address, so a video’s segments are read without a session or a database query each, from this server, a CDN or the S3 bucket.',
  },
  {
    where: 'POST /auth/metamask/nonce, /auth/metamask/login, /auth/metamask/register',
    what: 'Besides the nonce, the nonce call answers `message`: the exact Sign-In with Ethereum (EIP-4361) text naming this site, the wallet address, the nonce and its expiry. The wallet signs that message, not the bare nonce.',
    why: 'A signature of a bare nonce says nothing of the site or the moment it was given for, so a page of another site could collect one and replay it here. The nonce is single-use and expires.',
  },
  {
    where: 'GET /user/profile/{userName}, GET /user/search, GET /activity/list/suggestions/contact',
    what: 'The User entity carries `email` only for yourself and your contacts: it is null on anyone else’s profile, and search results and contact suggestions carry none.',
    why: 'Members never see the e-mail address of people who are not their contacts.',
  },
  {
    where: 'POST /auth/third-party/{provider}',
    what: 'The body is the `code` and `state` the provider sent back to /auth/{provider}, not a code or an e-mail alone.',
    why: 'The state, checked against the signed cookie of the browser that started the sign-in (with PKCE and a nonce), keeps anyone from finishing a sign-in they did not start or signing someone into another account. An e-mail alone would sign anyone in as anyone.',
  },
  {
    where:
      'PUT /user/display-photo/, PUT /zone/{id}/display-photo, PUT /channel/{id}/display-photo and /background-photo',
    what: 'Every photo, an SVG included, is checked by its content and stored and served as a WebP under a new random name: 512×512, or 1600×450 for a channel’s background (the banner of its timeline).',
    why: 'An SVG can carry scripts; a served file is never what the uploader sent.',
  },
  {
    where: 'POST /auth/request-reset-password, POST /auth/resend-verification-mail/{id}',
    what: 'Both answer `{ success: true }` whether or not anything was sent. Without SMTP_URL the mail stays in the outbox, which only the super admin can read.',
    why: 'A reply must not tell whether an address or account exists, and a link is only ever seen by its addressee (or the super admin passing it on).',
  },
  {
    where: 'Calls that send mail, sign-in, comments, uploads',
    what: 'They are limited per network address and per account, and answer TOO_MANY_REQUESTS (429, with Retry-After) past the limit. The spec names no such code.',
    why: 'So nobody can flood an inbox, guess passwords or bury a post.',
  },
  {
    where: 'Any call from another origin',
    what: 'CORS with credentials is answered only to the product’s own site, its zone sites and the origins listed in TRUSTED_ORIGINS; a client served from another site must be listed there.',
    why: 'Sign-in travels in cookies: a page of any other site must not read replies made with them, nor write (the origin guard refuses it).',
  },
  {
    where: 'Every call refusing a value that is too short (400)',
    what: "The message reads '{field} must be at least {length} characters long', where the spec's list of generic messages has 'can be at least'.",
    why: "'Can be at least' reads as a permission; the rule is a requirement. The spec gives no field its own wording for this.",
  },
  {
    where: 'POST /meeting/create',
    what: 'Takes `type` (instant, planned, webinar, studio) besides the meeting form. A planned meeting’s dates must fall on 30-minute steps, start from now to 30 days ahead and end after the start, at most 90 days ahead; a channel meeting is not public; live streaming and recording exclude each other. Meetings, webinars, studios and live-streamed meetings count per calendar month (UTC) against the plan, and the length against its meeting duration.',
    why: 'The spec names the kinds and the bounds but not how they travel; its date bounds read "30 days after the end date", which we read as from now.',
  },
  {
    where: 'GET /meeting/list, GET /meeting/{slug}, POST /meeting/{slug}/end',
    what: 'Not in the spec: the meetings list page, one meeting with what the caller may do, and the host ending it for everyone.',
    why: 'The meetings list and the room need them; the spec names only the calls of the planning dialog.',
  },
];

/** The differences as a Markdown section, for the OpenAPI document's description. */
export function specDifferencesMarkdown(): string {
  const items = SPEC_DIFFERENCES.map((d) => `- **${d.where}**: ${d.what} *Why:* ${d.why}`);
  return ['## Deliberate differences from the specification', '', ...items].join('\n');
}
