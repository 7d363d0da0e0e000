import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, errorStatus, errorText, isErrorCode, type ErrorCode } from './errors.js';

/** Every code named in spec 01 §8 (accounts and access). */
const SPEC_01_CODES = [
  'NOT_VALID', 'INITIAL_USER_SPECIFIED', 'USER_ALREADY_REGISTERED', 'INITIAL_USER_REQUIRED', 'NOT_SIGNED_IN',
  'NOT_AUTHORIZED', 'INVALID_JWT', 'ERROR_USERNAME_OR_PASSWORD', 'USER_DIDNT_REGISTER_WITH_PASSWORD',
  'MUST_VERIFY_EMAIL', 'UNAUTHORIZED_SUBDOMAIN', 'POST_NOT_FOUND', 'CONTACT_ELIGIBILITY_ERROR', 'INVALID_IMAGE_FORMAT',
  'OWNER_NOT_EXIST', 'INSUFFICIENT_MEMBERSHIP', 'NOT_IMPLEMENTED', 'THIRD_PARTY_AUTH_ERROR', 'INVALID_AUTH_TYPE',
  'USER_NOT_FOUND', 'INVALID_PASSWORD_RESET_TOKEN', 'INVALID_AUTH_CLIENT_CREDENTIALS', 'INVALID_REFRESH_TOKEN',
  'MESSAGE_NOT_DELETED', 'POST_COMMENTS_NOT_ALLOWED', 'POST_REACTION_NOT_ALLOWED', 'POST_DISLIKE_NOT_ALLOWED',
  'VIDEO_NOT_FOUND', 'USER_NOT_CHANNEL_MEMBER', 'CONTACT_INVITATION_NOT_FOUND', 'INVITATION_ALREADY_SENT_FOR_USER',
  'INVITATION_ALREADY_RECEIVED_FROM_USER', 'USER_BLOCKED_YOU', 'SUPER_ADMIN_NOT_EXIST', 'ROLE_ALREADY_EXISTS',
  'ROLE_CODE_ALREADY_EXISTS', 'USER_ROLE_EXIST', 'USERS_USING_ROLE', 'CHANGE_SUPER_ADMIN_PERMISSION',
  'UPDATE_USER_PERMISSION_BAD_REQUEST', 'FIELDS_FOR_UPDATES_NOT_SPECIFIED', 'NO_CHANGES_DETECTED',
  'CANT_BLOCK_YOURSELF', 'CANT_UNBLOCK_YOURSELF', 'CHANNEL_NOT_FOUND', 'ZONE_NOT_FOUND', 'ZONE_SUBDOMAIN_ALREADY_EXIST',
  'INVITATION_NOT_FOUND', 'USER_ALREADY_INVITED_TO_CHANNEL', 'USER_ALREADY_MEMBER_OF_CHANNEL',
  'USER_ALREADY_MEMBER_OF_ZONE', 'USER_ALREADY_INVITED_TO_ZONE', 'COULD_NOT_CREATE_MEETING', 'EDIT_POST_PAYLOAD_EMPTY',
  'MEETING_RECORDING_NOT_ENABLED', 'MEETING_NOT_FOUND', 'INVALID_VIDEO_FORMAT', 'CURRENT_PASSWORD_NOT_CORRECT',
  'PASSWORDS_NOT_MATCH',
]; // prettier-ignore

/** Every code named in spec 02 §8 (content and community). */
const SPEC_02_CODES = [
  'ZONE_SUBDOMAIN_ALREADY_EXIST', 'POST_NOT_FOUND', 'UNAUTHORIZED_SUBDOMAIN', 'POST_COMMENTS_NOT_ALLOWED',
  'POST_REACTION_NOT_ALLOWED', 'POST_DISLIKE_NOT_ALLOWED', 'VIDEO_NOT_FOUND', 'USER_NOT_CHANNEL_MEMBER',
  'CHANNEL_NOT_FOUND', 'ZONE_NOT_FOUND', 'INVITATION_NOT_FOUND', 'CONTACT_INVITATION_NOT_FOUND',
  'CONTACT_ELIGIBILITY_ERROR', 'INVITATION_ALREADY_SENT_FOR_USER', 'INVITATION_ALREADY_RECEIVED_FROM_USER',
  'USER_BLOCKED_YOU', 'USER_ALREADY_INVITED_TO_CHANNEL', 'USER_ALREADY_MEMBER_OF_CHANNEL', 'USER_ALREADY_MEMBER_OF_ZONE',
  'USER_ALREADY_INVITED_TO_ZONE', 'COULD_NOT_CREATE_MEETING', 'MEETING_NOT_FOUND', 'MEETING_RECORDING_NOT_ENABLED',
  'EDIT_POST_PAYLOAD_EMPTY', 'ROLE_ALREADY_EXISTS', 'ROLE_CODE_ALREADY_EXISTS', 'USER_ROLE_EXIST', 'USERS_USING_ROLE',
  'CHANGE_SUPER_ADMIN_PERMISSION', 'UPDATE_USER_PERMISSION_BAD_REQUEST', 'FIELDS_FOR_UPDATES_NOT_SPECIFIED',
  'NO_CHANGES_DETECTED', 'CANT_BLOCK_YOURSELF', 'CANT_UNBLOCK_YOURSELF', 'OWNER_NOT_EXIST', 'INSUFFICIENT_MEMBERSHIP',
  'INVALID_IMAGE_FORMAT', 'INVALID_VIDEO_FORMAT', 'MESSAGE_NOT_DELETED',
]; // prettier-ignore

/** The texts the spec gives, word for word (spec 01 §8, repeated in spec 02 §8). */
const SPEC_TEXTS: Partial<Record<ErrorCode, string>> = {
  NOT_VALID: 'Not Valid',
  INITIAL_USER_SPECIFIED: 'Initial user has been specified already.',
  USER_ALREADY_REGISTERED: 'Specified email address already registered!',
  INITIAL_USER_REQUIRED: 'You need to set the initial super admin user.',
  NOT_SIGNED_IN: 'You not authorized to use this route',
  NOT_AUTHORIZED: 'You are not authorized.',
  INVALID_JWT: 'Invalid Token!',
  ERROR_USERNAME_OR_PASSWORD: 'Invalid username or password.',
  USER_DIDNT_REGISTER_WITH_PASSWORD: 'User did not register with password.',
  MUST_VERIFY_EMAIL: 'Email must be verified.',
  UNAUTHORIZED_SUBDOMAIN: "Couldn't find zone with this subdomain.",
  POST_NOT_FOUND: 'Post not found or unauthorized.',
  CONTACT_ELIGIBILITY_ERROR: 'You cannot add yourself to your contacts.',
  INVALID_IMAGE_FORMAT: 'Please upload a valid image format!',
  OWNER_NOT_EXIST: 'The last owner cannot be deleted!',
  INSUFFICIENT_MEMBERSHIP: 'Your membership is insufficient... Please upgrade your membership to continue.',
};

describe('the error catalogue', () => {
  it.each(SPEC_01_CODES)('has spec 01 code %s', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it.each(SPEC_02_CODES)('has spec 02 code %s', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it.each(Object.entries(SPEC_TEXTS))('keeps the spec text of %s word for word', (code, text) => {
    expect(ERRORS[code as ErrorCode].text).toBe(text);
  });

  it('gives every code a valid HTTP error status (NETWORK_ERROR alone is the client-side 0)', () => {
    for (const code of ERROR_CODES) {
      const status = errorStatus(code);
      expect(Number.isInteger(status), code).toBe(true);
      if (code === 'NETWORK_ERROR') expect(status).toBe(0);
      else expect(status >= 400 && status <= 599, `${code}: ${status}`).toBe(true);
    }
  });

  it('answers the statuses the meaning of a code implies', () => {
    expect(errorStatus('NOT_VALID')).toBe(400);
    expect(errorStatus('NOT_SIGNED_IN')).toBe(401);
    expect(errorStatus('ERROR_USERNAME_OR_PASSWORD')).toBe(401);
    expect(errorStatus('NOT_AUTHORIZED')).toBe(403);
    expect(errorStatus('TOO_MANY_REQUESTS')).toBe(429);
    expect(errorStatus('NOT_IMPLEMENTED')).toBe(501);
    for (const code of ERROR_CODES.filter((c) => c.endsWith('_NOT_FOUND'))) expect(errorStatus(code), code).toBe(404);
    for (const code of ERROR_CODES.filter((c) => c.includes('_ALREADY_'))) expect(errorStatus(code), code).toBe(409);
  });

  it('gives every code a distinct, non-empty text and an upper-case name', () => {
    const texts = ERROR_CODES.map(errorText);
    expect(texts.every((text) => text.trim().length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    expect(ERROR_CODES.filter((code) => !/^[A-Z][A-Z_]*[A-Z]$/.test(code))).toEqual([]);
  });

  it('lists exactly the catalogue keys in ERROR_CODES', () => {
    expect(ERROR_CODES).toEqual(Object.keys(ERRORS));
    expect(ERROR_CODES.length).toBeGreaterThanOrEqual(new Set([...SPEC_01_CODES, ...SPEC_02_CODES]).size);
  });

  it('reads texts and statuses through errorText and errorStatus', () => {
    expect(errorText('INVALID_JWT')).toBe('Invalid Token!');
    expect(errorStatus('USER_ALREADY_REGISTERED')).toBe(409);
    expect(errorText('NETWORK_ERROR')).toBe(ERRORS.NETWORK_ERROR.text);
  });
});

describe('isErrorCode', () => {
  it('accepts catalogue codes and rejects anything else', () => {
    expect(isErrorCode('POST_NOT_FOUND')).toBe(true);
    expect(isErrorCode('post_not_found')).toBe(false);
    expect(isErrorCode('UNKNOWN_CODE')).toBe(false);
    expect(isErrorCode('')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(null)).toBe(false);
    expect(isErrorCode(['NOT_VALID'])).toBe(false);
  });

  it('does not mistake inherited object properties for codes', () => {
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('constructor')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
  });
});
