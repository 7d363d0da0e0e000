import { inputFields, schemaShape, type InputField } from '@plaza/contract/testing';
import type { z } from 'zod';

/** Where a value travels: path and query values are text; a body or socket payload is JSON. */
export type Location = 'params' | 'query' | 'body' | 'payload';

/** Finds valid values for fields the generic samples cannot meet: ids of the test's world, named values. */
export interface SampleSource {
  group: string;
  idFor(group: string, label: string): string | undefined;
  named: Record<string, unknown>;
}

const TEXT_CANDIDATES = [
  'Fuzz value',
  'fuzz_value',
  'fuzz-value-1',
  'fuzz-invitee@example.com',
  'FUZZ_ROLE',
  `0x${'a'.repeat(40)}`,
  `0x${'b'.repeat(130)}`,
  '2024-01-01T00:00:00.000Z',
  `${'a'.repeat(32)}.webp`,
  // An id that names nothing: the call gets no further than "not found", but it is valid.
  '00000000-0000-4000-8000-000000000000',
];

const passes = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** The label an id field names itself with in its messages ('Zone id must be a valid id'). */
function idLabel(schema: z.ZodType): string | undefined {
  const result = schema.safeParse(42);
  const message = result.success ? undefined : result.error.issues[0]?.message;
  return message?.match(/^(.*) must be a valid id$/)?.[1];
}

const asUrlText = (location: Location, value: unknown) =>
  location === 'params' || location === 'query' ? String(value) : value;

/** A valid value for one field, or undefined when none is found. */
export function sampleFor(schema: z.ZodType, location: Location, name: string, source: SampleSource): unknown {
  const named = source.named[`${location}.${name}`];
  if (named !== undefined && passes(schema, named)) return named;
  const shape = schemaShape(schema);
  const candidates: unknown[] = [];
  switch (shape.kind) {
    case 'text': {
      const label = idLabel(schema);
      const id = label === undefined ? undefined : source.idFor(source.group, label);
      if (id) candidates.push(id);
      candidates.push(...TEXT_CANDIDATES);
      break;
    }
    case 'number':
      candidates.push(...[0, 1, 10].map((n) => asUrlText(location, n)));
      break;
    case 'boolean':
      candidates.push(...[true, false].map((b) => asUrlText(location, b)));
      break;
    case 'choice':
      candidates.push(...(shape.choices ?? []));
      break;
    case 'list': {
      const element = shape.element && sampleFor(shape.element, location, name, source);
      if (element !== undefined) candidates.push([element]);
      break;
    }
    case 'object':
      return sampleObject(schema, location, source);
  }
  return candidates.find((c) => passes(schema, c));
}

/**
 * A valid object for a schema: its required fields, then each optional one on its own, then all
 * (a refinement may want one of two optional fields, or not both). Undefined when none passes.
 */
export function sampleObject(
  schema: z.ZodType,
  location: Location,
  source: SampleSource,
): Record<string, unknown> | undefined {
  const fields = Object.entries(schemaShape(schema).shape ?? {}).map(([name, field]) => ({
    name,
    optional: schemaShape(field).optional,
    value: sampleFor(field, location, name, source),
  }));
  if (fields.some((f) => !f.optional && f.value === undefined)) return undefined;
  const required = fields.filter((f) => !f.optional);
  const optional = fields.filter((f) => f.optional && f.value !== undefined);
  const attempts = [required, ...optional.map((f) => [...required, f]), [...required, ...optional]];
  for (const attempt of attempts) {
    const candidate = Object.fromEntries(attempt.map((f) => [f.name, f.value]));
    if (passes(schema, candidate)) return candidate;
  }
  return undefined;
}

/** The fields of a schema with the valid value each has in (or would add to) the baseline. */
export function fieldsWithSamples(
  schema: z.ZodType,
  location: Location,
  baseline: Record<string, unknown>,
  source: SampleSource,
): (InputField & { sample: unknown })[] {
  return inputFields(schema).map((field) => {
    const present = valueAt(baseline, field.path);
    const name = String(field.path.at(-1));
    return { ...field, sample: present ?? sampleFor(field.schema, location, name, source) };
  });
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/**
 * A copy of `root` with the value at `path` replaced. Keys are defined, not assigned, so a key
 * named __proto__ stays an ordinary key of the JSON that is sent.
 */
export function withValueAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const base: Record<string | number, unknown> =
    root !== null && typeof root === 'object'
      ? Array.isArray(root)
        ? ([...root] as unknown as Record<number, unknown>)
        : { ...(root as Record<string, unknown>) }
      : typeof key === 'number'
        ? ([] as unknown as Record<number, unknown>)
        : {};
  Object.defineProperty(base, key, {
    value: withValueAt(base[key], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return base;
}
