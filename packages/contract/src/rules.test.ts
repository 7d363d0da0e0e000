import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanField,
  dateTime,
  email,
  optionalText,
  paging,
  password,
  pathName,
  requiredText,
  userName,
  uuid,
} from './rules.js';

/** The messages a schema answers for a value, or the parsed value when it passes. */
function check(schema: z.ZodType, value: unknown): { ok: true; data: unknown } | { ok: false; messages: string[] } {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, messages: result.error.issues.map((i) => i.message) };
}

const fails = (...messages: string[]) => ({ ok: false, messages });
const passes = (data: unknown) => ({ ok: true, data });

describe('requiredText', () => {
  const fullName = requiredText('Full name', { min: 3, max: 8 });

  it.each([undefined, null, '', '   ', '\t\n'])('answers only "{Label} is required" for %o', (value) => {
    expect(check(fullName, value)).toEqual(fails('Full name is required'));
  });

  it('answers the wrong-type message for a value that is not text', () => {
    expect(check(fullName, 42)).toEqual(fails('Full name must be text'));
    expect(check(fullName, true)).toEqual(fails('Full name must be text'));
  });

  it('words the length bounds as the spec does', () => {
    expect(check(fullName, 'Al')).toEqual(fails('Full name must be at least 3 characters long'));
    expect(check(fullName, 'Ada Lovelace')).toEqual(fails('Full name: Please enter up to 8 characters long'));
  });

  it('trims, and measures the length after trimming', () => {
    expect(check(fullName, '  Ada  ')).toEqual(passes('Ada'));
    expect(check(fullName, '  Al  ')).toEqual(fails('Full name must be at least 3 characters long'));
    expect(check(fullName, 'Ada Love')).toEqual(passes('Ada Love'));
  });

  it('keeps surrounding spaces when trim is off', () => {
    expect(check(requiredText('Note', { trim: false }), ' x ')).toEqual(passes(' x '));
    expect(check(requiredText('Note', { trim: false }), '')).toEqual(fails('Note is required'));
  });
});

describe('the characters of text', () => {
  const name = requiredText('Zone name', { max: 32 });
  const description = optionalText('Description', 256, { multiline: true });
  const refused = (label: string) => fails(`${label} contains characters that are not allowed`);

  it.each(['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'])(
    'refuses the control character %j in any field, single- or multi-line',
    (c) => {
      expect(check(name, `Fuzz${c}zone`)).toEqual(refused('Zone name'));
      expect(check(description, `Fuzz${c}zone`)).toEqual(refused('Description'));
      expect(check(password(), `secret${c}word`)).toEqual(refused('Password'));
    },
  );

  it('refuses a lone half of a surrogate pair, and keeps whole pairs (emoji)', () => {
    expect(check(name, 'Fuzz\ud800zone')).toEqual(refused('Zone name'));
    expect(check(name, 'Fuzz\udfffzone')).toEqual(refused('Zone name'));
    expect(check(name, 'Fuzz 😀 zone')).toEqual(passes('Fuzz 😀 zone'));
  });

  it('keeps tab and line breaks in multi-line fields only', () => {
    expect(check(description, 'one\ttwo\r\nthree')).toEqual(passes('one\ttwo\r\nthree'));
    expect(check(name, 'one\ntwo')).toEqual(refused('Zone name'));
    expect(check(name, 'one\ttwo')).toEqual(refused('Zone name'));
  });

  it('answers only "required" for a field of nothing but a control character that trims away', () => {
    expect(check(name, '\n')).toEqual(fails('Zone name is required'));
  });

  it('checks the characters of names in paths, without trimming them', () => {
    expect(check(pathName('File name', 255), 'a\u0000.webp')).toEqual(refused('File name'));
    expect(check(pathName('File name', 255), ' a.webp')).toEqual(passes(' a.webp'));
    expect(check(pathName('File name', 255), 'x'.repeat(256))).toEqual(
      fails('File name: Please enter up to 255 characters long'),
    );
  });
});

describe('dateTime', () => {
  const lastDate = dateTime('Last date');
  const range = fails('Last date must be a date between 1970-01-01 and 9999-12-31');

  it('takes ISO moments with an offset from 1970 to 9999', () => {
    expect(check(lastDate, '2024-05-01T10:00:00.000Z')).toEqual(passes('2024-05-01T10:00:00.000Z'));
    expect(check(lastDate, '1970-01-01T00:00:00Z')).toEqual(passes('1970-01-01T00:00:00Z'));
    expect(check(lastDate, '9999-12-31T23:59:59+02:00')).toEqual(passes('9999-12-31T23:59:59+02:00'));
  });

  it('refuses years PostgreSQL cannot store or nobody means', () => {
    expect(check(lastDate, '0000-01-01T00:00:00Z')).toEqual(range);
    expect(check(lastDate, '1969-12-31T23:59:59Z')).toEqual(range);
    expect(check(lastDate, '9999-12-31T23:59:59-01:00')).toEqual(range);
  });

  it('refuses what is not a date', () => {
    expect(check(lastDate, 'yesterday')).toEqual(fails('Last date must be a date'));
    expect(check(lastDate, '+099999-01-01T00:00:00Z')).toEqual(fails('Last date must be a date'));
  });
});

describe('optionalText', () => {
  const bio = optionalText('Bio', 5);

  it('lets a missing or empty value pass, and trims', () => {
    expect(check(bio, undefined)).toEqual(passes(undefined));
    expect(check(bio, '')).toEqual(passes(''));
    expect(check(bio, '  hi  ')).toEqual(passes('hi'));
  });

  it('bounds the length and the type', () => {
    expect(check(bio, 'toolong')).toEqual(fails('Bio: Please enter up to 5 characters long'));
    expect(check(bio, 5)).toEqual(fails('Bio must be text'));
  });
});

describe('email', () => {
  it('lower-cases and trims a valid address', () => {
    expect(check(email(), '  Ada.Lovelace@Example.COM ')).toEqual(passes('ada.lovelace@example.com'));
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada lovelace@example.com'])(
    'answers "Invalid email" for %s',
    (v) => {
      expect(check(email(), v)).toEqual(fails('Invalid email'));
    },
  );

  it('answers "{Label} is required" when empty, with the label given', () => {
    expect(check(email(), '')).toEqual(fails('Email is required'));
    expect(check(email('Invite email'), undefined)).toEqual(fails('Invite email is required'));
  });

  it('rejects an address over 254 characters', () => {
    expect(check(email(), `${'a'.repeat(250)}@x.io`)).toEqual(fails('Email: Please enter up to 254 characters long'));
  });
});

describe('password', () => {
  it('needs at least 6 characters', () => {
    expect(check(password(), '12345')).toEqual(fails('Password must be at least 6 characters long'));
    expect(check(password(), '123456')).toEqual(passes('123456'));
    expect(check(password(), '')).toEqual(fails('Password is required'));
  });

  it('keeps spaces, which count towards the length, and caps the length at 128', () => {
    expect(check(password(), ' abcd ')).toEqual(passes(' abcd '));
    expect(check(password(), 'x'.repeat(128))).toEqual(passes('x'.repeat(128)));
    expect(check(password(), 'x'.repeat(129))).toEqual(fails('Password: Please enter up to 128 characters long'));
  });
});

describe('userName', () => {
  const pattern = "Invalid user name: it may contain only alphanumeric characters and '_'";

  it('accepts 4 to 16 letters, digits and underscores', () => {
    expect(check(userName(), 'ada1')).toEqual(passes('ada1'));
    expect(check(userName(), 'Ada_Lovelace_181')).toEqual(passes('Ada_Lovelace_181'));
  });

  it('bounds the length at 4 and 16', () => {
    expect(check(userName(), 'ada')).toEqual(fails('Username must be at least 4 characters long'));
    expect(check(userName(), 'a'.repeat(17))).toEqual(fails('Username: Please enter up to 16 characters long'));
  });

  it.each(['ada-love', 'ada love', 'ada.love', 'adá_love', 'ada@love'])('rejects the characters of %s', (v) => {
    expect(check(userName(), v)).toEqual(fails(pattern));
  });

  it('answers only "required" for an empty value, and takes a custom minimum', () => {
    expect(check(userName(), '')).toEqual(fails('Username is required'));
    expect(check(userName('Handle', 6), 'ada_1')).toEqual(fails('Handle must be at least 6 characters long'));
  });
});

describe('booleanField and uuid', () => {
  it('accept only booleans and uuids', () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(check(booleanField('Public'), false)).toEqual(passes(false));
    expect(check(booleanField('Public'), 'true')).toEqual(fails('Public must be true or false'));
    expect(check(uuid('User id'), id)).toEqual(passes(id));
    expect(check(uuid('User id'), 'not-an-id')).toEqual(fails('User id must be a valid id'));
  });
});

describe('paging', () => {
  const query = z.object(paging(30, 100));

  it('defaults the limit and the skip', () => {
    expect(check(query, {})).toEqual(passes({ limit: 30, skip: 0 }));
  });

  it('coerces query strings to integers', () => {
    expect(check(query, { limit: '10', skip: '20' })).toEqual(passes({ limit: 10, skip: 20 }));
    expect(check(query, { limit: '100' })).toEqual(passes({ limit: 100, skip: 0 }));
  });

  it('bounds the limit to 1..max and the skip to 0 and up', () => {
    expect(check(query, { limit: '0' })).toEqual(fails('This field must be bigger than or equal to 1'));
    expect(check(query, { limit: '101' })).toEqual(fails('This field must be smaller than or equal to 100'));
    expect(check(query, { skip: '-1' })).toEqual(fails('This field must be bigger than or equal to 0'));
    expect(check(query, { skip: '2147483648' })).toEqual(
      fails('This field must be smaller than or equal to 2147483647'),
    );
    expect(check(query, { skip: '2147483647' })).toEqual(passes({ limit: 30, skip: 2147483647 }));
  });

  it('rejects values that are not whole numbers', () => {
    expect(check(query, { limit: 'ten' })).toEqual(fails('Limit must be a number'));
    expect(check(query, { skip: 'x' })).toEqual(fails('Skip must be a number'));
    expect(check(query, { limit: '2.5' }).ok).toBe(false);
  });
});
