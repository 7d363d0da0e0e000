import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { api } from './endpoints/index.js';
import type { Endpoint } from './endpoint.js';
import { clientEvents } from './socket.js';
import { inputFields, type InputField } from './testing/input-fields.js';

/**
 * Every field of every request (params, query, body) and socket payload, checked against the
 * rules every input must keep: text refuses control characters and lone surrogates, numbers are
 * bounded, dates stay in range, and every refusal is worded for people, not zod's defaults.
 */
const schemas: { name: string; schema: z.ZodType }[] = [
  ...Object.entries(api).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).flatMap(([name, endpoint]) =>
      (['params', 'query', 'body'] as const)
        .filter((part) => endpoint[part] !== undefined)
        .map((part) => ({ name: `${group}.${name} ${part}`, schema: endpoint[part]! })),
    ),
  ),
  ...Object.values(clientEvents).flatMap((event) =>
    event.payload === null ? [] : [{ name: `socket ${event.name}`, schema: event.payload }],
  ),
];

const fields: { where: string; field: InputField }[] = schemas.flatMap(({ name, schema }) =>
  inputFields(schema).map((field) => ({ where: `${name}.${field.path.join('.')}`, field })),
);
const ofKind = (kind: InputField['kind']) => fields.filter((f) => f.field.kind === kind);

/** zod's own English, which no person should be shown. */
const ZOD_DEFAULT = /^(Invalid (input|string|UUID|ISO|option|format)|Too (big|small))/;

function refusal(schema: z.ZodType, value: unknown): string[] | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
}

describe('every input field', () => {
  it('finds the fields of every request and socket payload', () => {
    expect(ofKind('text').length).toBeGreaterThan(60);
    expect(fields.map((f) => f.where)).toEqual(
      expect.arrayContaining(['zones.create body.name', 'chat.messages query.lastDate', 'socket message.message']),
    );
  });

  it.each(['\u0000', '\u0001', '\u001b', '\u007f', '\ud800', '\udfff'])(
    'refuses %j in every text field, in words',
    (character) => {
      for (const { where, field } of ofKind('text')) {
        const messages = refusal(field.schema, `ab${character}cd`);
        expect(messages, where).not.toBeNull();
        expect(
          messages!.filter((m) => ZOD_DEFAULT.test(m)),
          where,
        ).toEqual([]);
      }
    },
  );

  it('refuses a value of the wrong type in every text or choice field, in words', () => {
    for (const { where, field } of [...ofKind('text'), ...ofKind('choice')]) {
      const messages = refusal(field.schema, 42);
      expect(messages, where).not.toBeNull();
      expect(
        messages!.filter((m) => ZOD_DEFAULT.test(m)),
        where,
      ).toEqual([]);
    }
  });

  it('bounds every number', () => {
    for (const { where, field } of ofKind('number')) {
      for (const value of [1e300, -1e300, 2 ** 53, '1e309']) {
        expect(refusal(field.schema, value), `${where} ${value}`).not.toBeNull();
      }
    }
  });

  it('refuses a year PostgreSQL cannot store in every date', () => {
    const dates = fields.filter((f) => f.field.format === 'datetime');
    expect(dates.length).toBeGreaterThan(0);
    for (const { where, field } of dates) {
      for (const value of ['0000-01-01T00:00:00Z', '-000001-01-01T00:00:00Z', '+099999-01-01T00:00:00Z']) {
        expect(refusal(field.schema, value), `${where} ${value}`).not.toBeNull();
      }
    }
  });
});
