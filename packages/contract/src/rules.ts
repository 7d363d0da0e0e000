import { z } from 'zod';
import { CUSTOM_ROLE, DATES, INT32_MAX, LISTS, POST, USER, ZONE } from './limits.js';
import { LOCAL_PATH_MAX, safeLocalPath } from './local-path.js';
import { messages } from './messages.js';

/**
 * Field rules built on zod that carry the spec's messages, so a form and the server say the
 * same words. `label` is the field's human name ('Full name', 'Email', ...).
 */

function isMissing(input: unknown): boolean {
  return input === undefined || input === null;
}

/*
 * Characters no text field takes: the C0 controls and DEL (NUL cannot even be stored by
 * PostgreSQL; the others are invisible and break logs, mail headers and layouts) and halves of
 * surrogate pairs on their own, which are not Unicode and have no UTF-8 form. A multi-line field
 * (a description, a comment, a chat message) keeps tab, line feed and carriage return.
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F]|[\u{D800}-\u{DFFF}]/u;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\u{D800}-\u{DFFF}]/u;
/* eslint-enable no-control-regex */

export interface TextOptions {
  /** Tab and line breaks are allowed (descriptions, comments, messages). */
  multiline?: boolean;
}

/** Whether text holds only characters a field may store (see SINGLE_LINE_FORBIDDEN). */
function hasAllowedCharacters(text: string, opts: TextOptions = {}): boolean {
  return !(opts.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
}

/** The text type every text rule starts from: the spec's words for a missing or non-text value. */
function text(label: string) {
  return z.string({
    error: (issue) => (isMissing(issue.input) ? messages.required(label) : messages.wrongType(label, 'text')),
  });
}

/** Refuses control characters and lone surrogates, with one message for every field. */
function allowedCharacters<T extends z.ZodString>(rule: T, label: string, opts: TextOptions = {}): T {
  return rule.refine((value) => hasAllowedCharacters(value, opts), { error: messages.notAllowedCharacters(label) });
}

/** A required text field: trimmed, non-empty, bounded, without control characters. */
export function requiredText(label: string, opts: { min?: number; max?: number; trim?: boolean } & TextOptions = {}) {
  const base = text(label);
  // `abort`: an empty field answers only '{label} is required', not also the length and pattern rules.
  let rule = allowedCharacters(
    (opts.trim === false ? base : base.trim()).min(1, { error: messages.required(label), abort: true }),
    label,
    opts,
  );
  if (opts.min !== undefined && opts.min > 1) {
    rule = rule.min(opts.min, { error: messages.minLength(label, opts.min) });
  }
  if (opts.max !== undefined) {
    rule = rule.max(opts.max, { error: `${label}: ${messages.maxLength(opts.max)}` });
  }
  return rule;
}

/** Text that may be empty: trimmed, bounded, without control characters. */
export function plainText(label: string, max: number, opts: TextOptions = {}) {
  return allowedCharacters(
    z
      .string({ error: messages.wrongType(label, 'text') })
      .trim()
      .max(max, { error: `${label}: ${messages.maxLength(max)}` }),
    label,
    opts,
  );
}

/**
 * Text relayed as it came (a WebRTC session description): never trimmed, may be empty, bounded,
 * without control characters (a multi-line one keeps its line breaks).
 */
export function verbatimText(label: string, max: number, opts: TextOptions = {}) {
  return allowedCharacters(
    z.string({ error: messages.wrongType(label, 'text') }).max(max, { error: `${label}: ${messages.maxLength(max)}` }),
    label,
    opts,
  );
}

/** An optional text field; an empty string passes (spec: empty values pass non-required rules). */
export function optionalText(label: string, max: number, opts: TextOptions = {}) {
  return plainText(label, max, opts).optional();
}

/**
 * A name in a path (a user name, a stored file's name): looked up, never stored, so only its
 * characters and length are checked here; a name that is not there is the call's own not-found.
 */
export function pathName(label: string, max: number) {
  return requiredText(label, { max, trim: false });
}

/** A search box: optional, trimmed, bounded. */
export function searchTerm(label = 'Search', max: number = POST.searchTermMax) {
  return optionalText(label, max);
}

/** A moment (ISO 8601 with its offset), between DATES.min and DATES.max: what PostgreSQL stores and people mean. */
export function dateTime(label: string) {
  const min = Date.parse(DATES.min);
  const max = Date.parse(DATES.max);
  return (
    z.iso
      // `abort`: text that is not a date answers only that, not also the range.
      .datetime({ offset: true, abort: true, error: messages.wrongType(label, 'a date') })
      .refine(
        (value) => {
          const at = Date.parse(value);
          return at >= min && at <= max;
        },
        { error: messages.dateBetween(label, DATES.min.slice(0, 10), DATES.max.slice(0, 10)) },
      )
  );
}

export function email(label = 'Email') {
  return requiredText(label, { max: USER.emailMax })
    .toLowerCase()
    .pipe(z.email({ error: messages.invalidEmail }));
}

export function password(label = 'Password') {
  return requiredText(label, { min: USER.passwordMin, max: USER.passwordMax, trim: false });
}

export function userName(label = 'Username', min: number = USER.userNameMin) {
  return requiredText(label, { min, max: USER.userNameMax }).regex(USER.userNamePattern, {
    error: messages.userNamePattern,
  });
}

/** One of a fixed list of codes (a role, a status, a plan). */
export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, {
    error: (issue) => (isMissing(issue.input) ? messages.required(label) : messages.oneOf(label, values)),
  });
}

/** A nested object field, with the spec's words when it is missing or not an object. */
export function objectField<S extends z.ZodRawShape>(label: string, shape: S) {
  return z.object(shape, {
    error: (issue) => (isMissing(issue.input) ? messages.required(label) : messages.wrongType(label, 'an object')),
  });
}

export function booleanField(label: string) {
  return z.boolean({ error: messages.wrongType(label, 'true or false') });
}

/**
 * A yes/no flag that may arrive as text (a query string or a form field): 'true' or 'false'.
 */
export function flagField(label: string) {
  return z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: messages.wrongType(label, 'true or false') }),
  );
}

/** An optional id that may arrive as an empty form field, which means "none". */
export function optionalUuid(label = 'Id') {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), uuid(label).optional());
}

export const uuid = (label = 'Id') => z.uuid({ error: messages.wrongType(label, 'a valid id') });

/** Paging query parameters, as strings in the query, coerced to bounded integers. */
export function paging(defaultLimit: number, maxLimit: number) {
  return {
    limit: z.coerce
      .number({ error: messages.wrongType('Limit', 'a number') })
      .int()
      .min(1, { error: messages.biggerOrEqual(1) })
      .max(maxLimit, { error: messages.smallerOrEqual(maxLimit) })
      .default(defaultLimit),
    skip: z.coerce
      .number({ error: messages.wrongType('Skip', 'a number') })
      .int()
      .min(0, { error: messages.biggerOrEqual(0) })
      .max(INT32_MAX, { error: messages.smallerOrEqual(INT32_MAX) })
      .default(0),
  };
}

/** Zone and channel names (spec 02 §5). */
export function communityName(label: string) {
  return requiredText(label, { min: ZONE.nameMin, max: ZONE.nameMax });
}

/** A zone's address: 3 to 32 lower-case letters, digits and hyphens, not starting or ending with '-'. */
export function zoneSubdomain(label = 'Zone address') {
  return text(label)
    .trim()
    .min(1, { error: messages.required(label), abort: true })
    .min(ZONE.subdomainMin, { error: messages.minLength(label, ZONE.subdomainMin) })
    .max(ZONE.subdomainMax, { error: messages.zoneAddressTooLong })
    .regex(ZONE.subdomainPattern, { error: messages.zoneAddressInvalid });
}

/** Searches: an optional term, paged in steps of 6 (spec 02 §2 Search). */
export function searchQuery() {
  return z.object({
    searchTerm: searchTerm(),
    ...paging(LISTS.searchStep, LISTS.maxPageSize),
  });
}

/** A role code: 'OWNER', 'MODERATOR', 'USER' or a custom one; typed in any case, kept upper-case. */
export function roleCode(label = 'Role') {
  return requiredText(label, { min: CUSTOM_ROLE.codeMin, max: CUSTOM_ROLE.codeMax })
    .toUpperCase()
    .regex(CUSTOM_ROLE.codePattern, { error: messages.roleCodePattern });
}

/**
 * Where to send the user afterwards (`next`): only a plain path of this site (`safeLocalPath`),
 * so no call can be made to lead anyone elsewhere.
 */
export function returnPath(label = 'Next') {
  return plainText(label, LOCAL_PATH_MAX)
    .refine((value) => safeLocalPath(value) !== null, { error: messages.notLocalPath(label) })
    .optional();
}
