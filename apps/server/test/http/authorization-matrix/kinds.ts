import type { ErrorCode } from '@plaza/contract';

/**
 * The kinds of caller every endpoint is tried by, named by their relation to the owner's objects
 * (world.ts): the private zone and channel, the posts, the comment, the folder, the contact pair,
 * the block, the notification and the direct messages all belong to `owner`.
 */
export const KINDS = [
  'owner',
  'moderator',
  /** A USER of the private zone and channel. */
  'member',
  /** Signed in, no relation to anything of the owner's. */
  'outsider',
  /** The owner's contact (not a member of the zone). */
  'contact',
  /** Blocked by the owner. */
  'blocked',
  /** The super admin, with no relation to the owner's objects. */
  'superAdmin',
  /** The member's developer API key and secret (no session). */
  'apiKey',
  'signedOut',
  /** A session of the owner's that was signed out: its cookies are kept and sent again. */
  'revoked',
] as const;
export type Kind = (typeof KINDS)[number];

/** Those who belong to the private zone and channel (the API key acts as the member). */
export const MEMBERS = ['owner', 'moderator', 'member', 'apiKey'] as const satisfies readonly Kind[];
/** Signed in, but not part of the private zone and channel. */
export const STRANGERS = ['outsider', 'contact', 'blocked', 'superAdmin'] as const satisfies readonly Kind[];
export const SIGNED_IN = [...MEMBERS, ...STRANGERS] as const;
/** Everyone but the owner among the signed in. */
export const OTHERS = SIGNED_IN.filter((k) => k !== 'owner');

/**
 * What a probe must get: `ok` (2xx), `noop` (2xx, and nothing at all was written: the call only
 * concerns the caller's own data, e.g. "others' ids are ignored"), or the refusal's code (its
 * status comes from the contract's error table).
 */
export type Outcome = 'ok' | 'noop' | ErrorCode;
export type Expectation = Partial<Record<Kind, Outcome>>;

/** `who({ ok: MEMBERS, ZONE_NOT_FOUND: STRANGERS })` → one outcome per kind. */
export function who(groups: Partial<Record<Outcome, readonly Kind[]>>): Expectation {
  const out: Expectation = {};
  for (const [outcome, kinds] of Object.entries(groups) as [Outcome, readonly Kind[]][]) {
    for (const kind of kinds) {
      if (out[kind] !== undefined) throw new Error(`${kind} is listed twice`);
      out[kind] = outcome;
    }
  }
  return out;
}
