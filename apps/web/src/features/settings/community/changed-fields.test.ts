import { ApiError } from '../../../api/api-error';
import { ZONE, channelUpdateBody, describeErrorReply, messages, zoneUpdateBody } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { checkSchema as checkUpdate } from '../../../forms/check-schema';
import { changedFields } from './changed-fields';
import { errorsInPlace } from './errors-in-place';

const saved = { name: 'Tea House', subdomain: 'tea-house', description: 'Green and black', public: true };

describe('changedFields', () => {
  it('is empty while nothing differs', () => {
    expect(changedFields(saved, { ...saved })).toEqual({});
  });

  it('keeps only the fields that changed', () => {
    expect(changedFields(saved, { ...saved, description: 'Oolong too', public: false })).toEqual({
      description: 'Oolong too',
      public: false,
    });
  });

  it('ignores spaces around text and sends it trimmed', () => {
    expect(changedFields(saved, { ...saved, name: '  Tea House ' })).toEqual({});
    expect(changedFields(saved, { ...saved, name: ' Tea Garden ' })).toEqual({ name: 'Tea Garden' });
  });

  it('sends an emptied description as an empty string', () => {
    expect(changedFields(saved, { ...saved, description: '   ' })).toEqual({ description: '' });
  });

  it('works for a channel, which has no subdomain', () => {
    const channel = { name: 'Brewing', description: '', public: false };
    expect(changedFields(channel, { ...channel, public: true })).toEqual({ public: true });
  });
});

describe('checkUpdate', () => {
  it('passes a valid change through the contract schema', () => {
    expect(checkUpdate(zoneUpdateBody, { subdomain: 'tea-garden' })).toEqual({
      ok: true,
      body: { subdomain: 'tea-garden' },
    });
  });

  it("answers each invalid field with the contract's message", () => {
    const check = checkUpdate(zoneUpdateBody, { name: 'ab', subdomain: '-bad-' });
    expect(check).toEqual({
      ok: false,
      errors: { name: messages.minLength('Zone name', ZONE.nameMin), subdomain: messages.zoneAddressInvalid },
    });
  });

  it('says a cleared channel name is required', () => {
    const check = checkUpdate(channelUpdateBody, { name: '' });
    expect(check.ok ? null : check.errors.name).toBe(messages.required('Channel name'));
  });
});

describe('errorsInPlace', () => {
  it('puts a taken zone address under the address field', () => {
    const taken = new ApiError(
      describeErrorReply(409, { statusCode: 409, message: 'ZONE_SUBDOMAIN_ALREADY_EXIST', error: 'x' }),
    );
    expect(errorsInPlace(taken)).toEqual({ subdomain: 'This zone address is already taken.' });
  });

  it('leaves every other error to the error policy', () => {
    const other = new ApiError(describeErrorReply(403, { statusCode: 403, message: 'NOT_AUTHORIZED', error: 'x' }));
    expect(errorsInPlace(other)).toEqual({});
    expect(errorsInPlace(new Error('boom'))).toEqual({});
  });
});
