import { KINDS, SIGNED_IN, who, type Outcome } from './kinds.js';
import { basic, selfId, type Case, type Table } from './table.js';

const SIGN_IN_FLOW = 'a sign-in or sign-up step: anyone may call it, it proves who they are with what it sends';
const SESSION_KINDS = SIGNED_IN.filter((k) => k !== 'apiKey');

/*
 * Accounts and sessions (spec 01 §6, ARCHITECTURE.md "Sessions"): a revoked session is
 * INVALID_JWT everywhere and cannot be refreshed; only a session (not an API key) reads or
 * regenerates the API pair; the first user is created once.
 */
/** A super-admin call: everyone else signed in is NOT_AUTHORIZED. */
function adminOnly(name: string, input: Case['input'], adminGets: Outcome = 'ok'): { cases: Case[] } {
  const others = SIGNED_IN.filter((k) => k !== 'superAdmin');
  return { cases: [{ name, input, expect: who({ [adminGets]: ['superAdmin'], NOT_AUTHORIZED: others }) }] };
}

export const accountsTable: Table = {
  'auth.retrieve': {
    cases: [
      {
        name: 'the signed-in user',
        input: () => ({}),
        expect: { ...who({ ok: SIGNED_IN }), signedOut: 'NOT_SIGNED_IN', revoked: 'INVALID_JWT' },
        check: (w, kind, body) => {
          const id = (body as { id: string }).id;
          return id === selfId(w, kind) ? null : `answers user ${id}`;
        },
      },
    ],
  },
  'auth.initialUser': {
    cases: [
      {
        name: 'a second super admin',
        input: () => ({
          body: { fullName: 'Eve Admin', userName: 'eve_admin', email: 'eve@example.com', password: 'correct-horse' },
        }),
        expect: who({ INITIAL_USER_SPECIFIED: KINDS }),
      },
    ],
  },
  'auth.login': { open: SIGN_IN_FLOW },
  'auth.logout': {
    cases: [
      {
        name: 'no session, or an ended one',
        input: () => ({}),
        expect: who({ ok: ['signedOut', 'revoked'] }),
        skip: { kinds: SIGNED_IN, why: 'it ends the caller’s own session, the one the other probes use' },
      },
    ],
  },
  'auth.refresh': {
    cases: [
      {
        name: "the caller's refresh cookie",
        input: () => ({}),
        // The refresh token of a signed-out session is spent: it renews nothing.
        expect: who({ ok: SESSION_KINDS, INVALID_REFRESH_TOKEN: ['apiKey', 'signedOut', 'revoked'] }),
      },
    ],
  },
  'health.check': { open: 'liveness for load balancers; says nothing about anyone' },
  'system.config': { open: "the product's public origin, which the web app needs before sign-in" },
  'apiCredentials.get': {
    cases: [
      {
        name: "the caller's API pair",
        input: () => ({}),
        // Only a signed-in session reads the pair; a program holding it may not (spec 01 §6).
        expect: who({ ok: SESSION_KINDS, NOT_AUTHORIZED: ['apiKey'] }),
      },
    ],
  },
  'apiCredentials.generate': {
    cases: [
      {
        name: "the caller's API pair",
        input: () => ({}),
        expect: who({ ok: SESSION_KINDS, NOT_AUTHORIZED: ['apiKey'] }),
      },
    ],
  },
  'streaming.settings': {
    cases: [
      {
        name: "the caller's streaming settings",
        input: () => ({}),
        // Says only whether the caller has a key, never the key.
        expect: who({ ok: SIGNED_IN }),
      },
    ],
  },
  'streaming.regenerateKey': {
    cases: [
      {
        name: "the caller's stream key",
        input: () => ({}),
        // A program holding the API key may not take over the member's lives.
        expect: who({ ok: SESSION_KINDS, NOT_AUTHORIZED: ['apiKey'] }),
      },
    ],
  },
  'account.register': { open: SIGN_IN_FLOW },
  'account.resendVerificationMail': {
    cases: [
      {
        name: "the owner's (verified) account",
        input: (w) => ({ params: { id: w.users.owner.id } }),
        // The same reply for any id, and nothing is sent for a verified account.
        expect: who({ noop: ['signedOut'] }),
        skip: {
          kinds: KINDS.filter((k) => k !== 'signedOut'),
          why: 'public: who calls does not matter, and the per-account limit answers repeated calls',
        },
      },
    ],
  },
  'account.verifyEmail': { open: SIGN_IN_FLOW },
  'account.requestResetPassword': { open: SIGN_IN_FLOW },
  'account.resetPassword': { open: SIGN_IN_FLOW },
  'account.changePassword': basic(() => ({
    body: { currentPassword: 'password-123', newPassword: 'a-new-secret', confirmNewPassword: 'a-new-secret' },
  })),
  'user.userNameCheck': { open: 'whether a username is free is what sign-up shows anyone (spec 01 §4)' },
  // The outbox holds password-reset and verification links: reading it, or verifying someone's
  // address, is the super admin's alone (an account takeover otherwise).
  'outgoingMail.outbox': adminOnly('the mail outbox', () => ({})),
  'outgoingMail.unverifiedUsers': adminOnly('the members to verify', () => ({})),
  'outgoingMail.resendVerification': adminOnly(
    "the member's (verified) account",
    (w) => ({
      params: { id: w.users.member.id },
    }),
    'EMAIL_ALREADY_VERIFIED',
  ),
  'outgoingMail.verifyByHand': adminOnly(
    "the member's (verified) account",
    (w) => ({
      params: { id: w.users.member.id },
    }),
    'EMAIL_ALREADY_VERIFIED',
  ),
  'wallet.nonce': { open: SIGN_IN_FLOW },
  'wallet.login': { open: SIGN_IN_FLOW },
  'wallet.register': { open: SIGN_IN_FLOW },
  'thirdParty.providers': { open: 'which sign-in buttons to show, before sign-in' },
  'thirdParty.start': { open: SIGN_IN_FLOW },
  'thirdParty.login': { open: SIGN_IN_FLOW },
  'thirdParty.completeProfile': { open: SIGN_IN_FLOW },
};
