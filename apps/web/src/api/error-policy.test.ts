import { describeErrorReply, type ApiErrorInfo, type ErrorCode } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyErrorAction, createErrorPolicy, decideErrorAction, type ErrorEffects } from './error-policy';
import { isQuiet } from './quiet-errors';

function infoFor(code: ErrorCode, status: number, data?: Record<string, unknown>): ApiErrorInfo {
  return describeErrorReply(status, { statusCode: status, message: code, error: 'x', data });
}

/** A call with no quiet codes. */
const noSilence = api.health.check;

describe('decideErrorAction (spec 01 §8)', () => {
  it('signs out without a toast on NOT_SIGNED_IN', () => {
    expect(decideErrorAction(infoFor('NOT_SIGNED_IN', 401), noSilence)).toEqual({ kind: 'signOut' });
  });

  it('signs out without a toast when the silent refresh failed', () => {
    expect(decideErrorAction(infoFor('INVALID_REFRESH_TOKEN', 401), noSilence)).toEqual({ kind: 'signOut' });
  });

  it('signs out on NOT_SIGNED_IN even when the endpoint keeps it quiet or the call opted out', () => {
    expect(decideErrorAction(infoFor('NOT_SIGNED_IN', 401), api.auth.retrieve, { toast: false })).toEqual({
      kind: 'signOut',
    });
  });

  it('goes to /zone-not-found without a toast on UNAUTHORIZED_SUBDOMAIN', () => {
    expect(decideErrorAction(infoFor('UNAUTHORIZED_SUBDOMAIN', 403), noSilence)).toEqual({ kind: 'zoneNotFound' });
  });

  it('shows nothing for ZONE_SUBDOMAIN_ALREADY_EXIST (the form shows it on the field)', () => {
    expect(decideErrorAction(infoFor('ZONE_SUBDOMAIN_ALREADY_EXIST', 409), noSilence)).toEqual({ kind: 'none' });
  });

  it("respects the endpoint's quiet codes", () => {
    expect(decideErrorAction(infoFor('INITIAL_USER_REQUIRED', 403), api.auth.retrieve, {}, isQuiet)).toEqual({
      kind: 'none',
    });
  });

  it('respects a per-call opt-out', () => {
    expect(decideErrorAction(infoFor('ERROR_USERNAME_OR_PASSWORD', 401), api.auth.login, { toast: false })).toEqual({
      kind: 'none',
    });
  });

  it("toasts a code's catalogue text otherwise", () => {
    expect(decideErrorAction(infoFor('ERROR_USERNAME_OR_PASSWORD', 401), api.auth.login)).toEqual({
      kind: 'toast',
      text: 'Invalid username or password.',
    });
  });

  it('toasts a code that is quiet for another endpoint only', () => {
    expect(decideErrorAction(infoFor('INITIAL_USER_REQUIRED', 403), api.auth.login, {}, isQuiet)).toEqual({
      kind: 'toast',
      text: 'You need to set the initial super admin user.',
    });
  });

  it('toasts validation messages capitalised and joined with commas', () => {
    const info = describeErrorReply(400, { statusCode: 400, message: ['email is required', 'bad'], error: 'x' });
    expect(decideErrorAction(info, noSilence)).toEqual({ kind: 'toast', text: 'Email is required, Bad' });
  });

  it('toasts a network failure', () => {
    expect(decideErrorAction(describeErrorReply(0, null), noSilence)).toEqual({
      kind: 'toast',
      text: 'Could not reach the server. Please check your connection.',
    });
  });

  it('toasts a reply that is not ours with its own error text', () => {
    expect(decideErrorAction(describeErrorReply(502, { error: 'Bad Gateway' }), noSilence)).toEqual({
      kind: 'toast',
      text: 'Bad Gateway',
    });
  });
});

describe('applying the decision', () => {
  function effects(): ErrorEffects {
    return { toast: vi.fn(), signOut: vi.fn(), zoneNotFound: vi.fn() };
  }

  it('runs exactly the decided effect', () => {
    const fx = effects();
    applyErrorAction({ kind: 'toast', text: 'Oops' }, fx);
    expect(fx.toast).toHaveBeenCalledWith('Oops');
    expect(fx.signOut).not.toHaveBeenCalled();
    expect(fx.zoneNotFound).not.toHaveBeenCalled();
  });

  it('runs nothing for none', () => {
    const fx = effects();
    applyErrorAction({ kind: 'none' }, fx);
    expect([fx.toast, fx.signOut, fx.zoneNotFound].every((f) => vi.mocked(f).mock.calls.length === 0)).toBe(true);
  });

  it('wires an ApiError of a call through decision and effects', async () => {
    const fx = effects();
    const handle = createErrorPolicy(fx);
    handle(new ApiError(infoFor('NOT_SIGNED_IN', 401)), api.auth.retrieve, {});
    handle(new ApiError(infoFor('UNAUTHORIZED_SUBDOMAIN', 403)), api.auth.login, {});
    handle(new ApiError(infoFor('ERROR_USERNAME_OR_PASSWORD', 401)), api.auth.login, {});
    expect(fx.signOut).toHaveBeenCalledTimes(1);
    expect(fx.zoneNotFound).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(fx.toast).toHaveBeenCalledExactlyOnceWith('Invalid username or password.'));
  });

  it("keeps a code quiet once the endpoint's quiet codes are loaded", async () => {
    const fx = effects();
    const loaded = Promise.resolve(isQuiet);
    const handle = createErrorPolicy(fx, () => loaded);
    handle(new ApiError(infoFor('POST_NOT_FOUND', 404)), api.posts.detail, {});
    handle(new ApiError(infoFor('POST_NOT_FOUND', 404)), api.comments.list, {});
    await loaded;
    await vi.waitFor(() => expect(fx.toast).toHaveBeenCalledTimes(1));
    expect(fx.signOut).not.toHaveBeenCalled();
  });
});
