import type { api } from '@plaza/contract';
import { SIGNED_IN, type Expectation, type Kind } from './kinds.js';
import type { ProbeInput } from './probe.js';
import type { World } from './world.js';

/** One object (or one way of naming it) that an endpoint is tried on by every kind of caller. */
export interface Case {
  /** What is tried, e.g. 'the private zone'. */
  name: string;
  input(w: World, kind: Kind): ProbeInput;
  /**
   * What each kind gets, from the rules (spec 01 §6, spec 02 §6, ARCHITECTURE.md), not from the
   * code. On an endpoint that needs a user, a signed-out caller gets NOT_SIGNED_IN and the revoked
   * session INVALID_JWT unless said otherwise.
   */
  expect: Expectation;
  /** Kinds not tried, and why; every other kind must have an expectation. */
  skip?: { kinds: readonly Kind[]; why: string };
  /** More checks on a reply the kind was allowed: a message when it is wrong. */
  check?(w: World, kind: Kind, body: unknown): string | null;
}

/** Either the cases the endpoint is tried on, or why its caller does not matter (public flows). */
export type Entry = { cases: Case[] } | { open: string };

type Api = typeof api;
export type EndpointKey = { [G in keyof Api]: `${G & string}.${keyof Api[G] & string}` }[keyof Api];
/** Keyed by `group.name` of the contract's `api`; an entry for an endpoint that is gone does not compile. */
export type Table = Partial<Record<EndpointKey, Entry>>;

/** The member's own id for the kinds that act as the member. */
export function selfId(w: World, kind: Kind): string {
  switch (kind) {
    case 'apiKey':
      return w.users.member.id;
    case 'signedOut':
    case 'revoked':
      return w.users.owner.id;
    default:
      return w.users[kind].id;
  }
}

/**
 * An endpoint with no object that acts on the caller's own account: only the kinds without a live
 * caller are tried (whoever is signed in acts on their own data).
 */
export function basic(input: Case['input'] = () => ({})): { cases: Case[] } {
  return {
    cases: [
      {
        name: "the caller's own account",
        input,
        expect: {},
        skip: { kinds: SIGNED_IN, why: "acts only on the caller's own account" },
      },
    ],
  };
}

export const png = (w: World) => ({ field: 'photoFile', data: w.png, type: 'image/png', name: 'photo.png' });
