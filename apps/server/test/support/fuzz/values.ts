import type { FieldKind } from '@plaza/contract/testing';

/** What a case must get: 'refuse' is a 4xx (a 400 listing readable messages when `validation`); 'any' only no 5xx. */
export type Expectation = { refuse: false } | { refuse: true; validation: boolean };

export const ANY: Expectation = { refuse: false };
export const REFUSED: Expectation = { refuse: true, validation: false };
export const INVALID: Expectation = { refuse: true, validation: true };

/** A bad value for one field, with what the server must answer. */
export interface BadValue {
  name: string;
  value: unknown;
  expect: Expectation;
  /** Always tried, whatever the cap on cases. */
  essential?: boolean;
}

/** Stands for a number JSON can spell but JavaScript cannot send: `1e309` parses as Infinity. */
export const JSON_INFINITY = '\u0000json:1e309';

/** C0 control characters and DEL, which no field takes (a multi-line one takes only tab and line breaks). */
export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f'];
/** Halves of a surrogate pair on their own: not Unicode, so not storable as UTF-8. */
export const LONE_SURROGATES = ['\ud800', '\udfff'];

const CODE_NAMES: Record<string, string> = {
  '\u0000': 'NUL',
  '\ud800': 'lone high surrogate',
  '\udfff': 'lone low surrogate',
};
const charName = (c: string) => CODE_NAMES[c] ?? `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The sample with a character put in its middle, so only that character is wrong. */
const inject = (sample: unknown, c: string) => {
  const text = typeof sample === 'string' && sample.length > 0 ? sample : 'fuzz';
  const at = Math.ceil(text.length / 2);
  return text.slice(0, at) + c + text.slice(at);
};

/** Characters no text field may hold, in the middle of a valid value. */
function forbiddenCharacters(sample: unknown): BadValue[] {
  return [...CONTROL_CHARACTERS, ...LONE_SURROGATES].map((c, i) => ({
    name: charName(c),
    value: inject(sample, c),
    expect: INVALID,
    essential: i === 0 || c === LONE_SURROGATES[0],
  }));
}

/** Text that is odd but may be fine: it must never break anything. */
const ODD_TEXT: BadValue[] = [
  { name: 'empty', value: '', expect: ANY },
  { name: 'blank', value: '   ', expect: ANY },
  { name: 'line break', value: 'a\nb', expect: ANY },
  { name: 'unicode', value: 'Ünïcödé 😀 \u202eevil', expect: ANY },
  { name: 'sql', value: "'; drop table users; --", expect: ANY },
  { name: 'like wildcards', value: '%_\\', expect: ANY },
  { name: 'tsquery syntax', value: "a:* & !b | (c'", expect: ANY },
  { name: 'proto', value: '__proto__', expect: ANY },
  { name: 'path traversal', value: '../../etc/passwd', expect: ANY },
];

const DATES: BadValue[] = [
  { name: 'year 0', value: '0000-01-01T00:00:00Z', expect: INVALID, essential: true },
  { name: 'negative year', value: '-000001-01-01T00:00:00Z', expect: INVALID },
  { name: 'year 99999', value: '+099999-01-01T00:00:00Z', expect: INVALID },
  { name: 'before 1970', value: '1969-12-31T23:59:59Z', expect: ANY },
  { name: 'year 9999', value: '9999-12-31T23:59:59Z', expect: ANY },
  { name: 'no such day', value: '2024-02-30T00:00:00Z', expect: ANY },
];

const JSON_SHAPES: BadValue[] = [
  { name: 'null', value: null, expect: ANY },
  { name: 'empty list', value: [], expect: ANY },
  { name: 'nested object', value: { a: { b: { c: 'd' } } }, expect: ANY },
  { name: 'proto object', value: JSON.parse('{"__proto__":{"polluted":true}}') as unknown, expect: ANY },
];

/** Bad values for a field in a JSON body (or a socket payload), by what it holds. */
export function jsonBadValues(kind: FieldKind, sample: unknown, format?: string): BadValue[] {
  switch (kind) {
    case 'text':
    case 'choice':
      return [
        ...forbiddenCharacters(sample),
        { name: 'huge text', value: 'x'.repeat(300_000), expect: INVALID, essential: true },
        { name: 'over the body limit', value: 'x'.repeat(1_100_000), expect: REFUSED },
        { name: 'number', value: 42, expect: INVALID },
        { name: 'boolean', value: true, expect: INVALID },
        { name: 'list of text', value: [sample], expect: INVALID },
        ...(kind === 'choice' ? [{ name: 'unknown choice', value: 'NOT_A_CHOICE', expect: INVALID }] : []),
        ...(format === 'datetime' ? DATES : []),
        ...ODD_TEXT,
        ...JSON_SHAPES,
      ];
    case 'number':
      return [
        { name: '2^31', value: 2 ** 31, expect: ANY, essential: true },
        { name: '2^53', value: 2 ** 53, expect: ANY },
        { name: '-2^31-1', value: -(2 ** 31) - 1, expect: ANY },
        { name: '-1', value: -1, expect: ANY },
        { name: 'fraction', value: 1.5, expect: ANY },
        { name: '1e308', value: 1e308, expect: ANY, essential: true },
        { name: '1e309 (Infinity)', value: JSON_INFINITY, expect: INVALID },
        { name: 'numeric text', value: '12', expect: INVALID },
        { name: 'NaN text', value: 'NaN', expect: INVALID },
        { name: 'NUL text', value: '\u0000', expect: INVALID },
        { name: 'boolean', value: true, expect: INVALID },
        ...JSON_SHAPES,
      ];
    case 'boolean':
      return [
        { name: 'text', value: 'yes', expect: INVALID },
        { name: 'flag text', value: 'true', expect: ANY },
        { name: 'number', value: 1, expect: INVALID },
        { name: 'NUL text', value: '\u0000', expect: INVALID, essential: true },
        ...JSON_SHAPES,
      ];
    case 'list':
      return [
        { name: 'scalar', value: 'x', expect: INVALID },
        { name: 'huge list', value: Array.from({ length: 20_000 }, () => sample), expect: ANY, essential: true },
        { name: 'list of nulls', value: [null], expect: INVALID },
        { name: 'list of lists', value: [[sample]], expect: INVALID },
        { name: 'object', value: { 0: sample }, expect: INVALID },
        ...JSON_SHAPES,
      ];
    case 'object':
      return [
        { name: 'text', value: 'x', expect: INVALID },
        { name: 'list', value: [sample], expect: INVALID },
        { name: 'proto key', value: JSON.parse('{"__proto__":{"polluted":true}}') as unknown, expect: ANY },
        { name: 'constructor key', value: { constructor: { prototype: { polluted: true } } }, expect: ANY },
        { name: 'null', value: null, expect: ANY },
      ];
    default:
      return JSON_SHAPES;
  }
}

/** Bad values for a field of a path or query string, where everything is text. */
export function urlBadValues(kind: FieldKind, sample: unknown, format?: string): BadValue[] {
  const text = typeof sample === 'string' ? sample : '1';
  const common: BadValue[] = [
    ...forbiddenCharacters(text).filter((v) => !LONE_SURROGATES.some((s) => (v.value as string).includes(s))),
    // A lone surrogate cannot be percent-encoded as UTF-8: it arrives as invalid bytes.
    { name: 'invalid UTF-8', value: LONE_SURROGATES[0], expect: ANY, essential: true },
    { name: 'long text', value: 'x'.repeat(8_000), expect: REFUSED, essential: true },
    { name: 'empty', value: '', expect: ANY },
    { name: 'blank', value: ' ', expect: ANY },
    { name: 'unicode', value: 'Ünïcödé 😀', expect: ANY },
    { name: 'path traversal', value: '../../etc/passwd', expect: ANY },
    { name: 'proto', value: '__proto__', expect: ANY },
    { name: 'tsquery syntax', value: "a:* & !b | (c'", expect: ANY },
  ];
  switch (kind) {
    case 'number':
      return [
        { name: '2^31', value: String(2 ** 31), expect: ANY, essential: true },
        { name: '2^53+1', value: '9007199254740993', expect: ANY },
        { name: '-1', value: '-1', expect: ANY },
        { name: 'fraction', value: '1.5', expect: ANY },
        { name: 'NaN', value: 'NaN', expect: INVALID },
        { name: 'Infinity', value: 'Infinity', expect: INVALID },
        { name: '1e309', value: '1e309', expect: INVALID, essential: true },
        { name: 'hex', value: '0x10', expect: ANY },
        { name: 'NUL', value: '\u0000', expect: ANY },
        { name: 'text', value: 'ten', expect: INVALID },
        { name: 'empty', value: '', expect: ANY },
      ];
    case 'boolean':
      return [
        { name: 'text', value: 'yes', expect: INVALID },
        { name: 'upper case', value: 'TRUE', expect: ANY },
        { name: 'NUL', value: '\u0000', expect: INVALID, essential: true },
      ];
    case 'choice':
      return [...common, { name: 'unknown choice', value: 'NOT_A_CHOICE', expect: INVALID }];
    default:
      return [...common, ...(format === 'datetime' ? DATES : [])];
  }
}
