import type { z } from 'zod';

/** What a field holds, as a request would carry it. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'choice' | 'file' | 'list' | 'object' | 'other';

/** One field of a request schema, found by walking its zod structure. */
export interface InputField {
  /** Keys from the schema's root; a list's element is the key 0. */
  path: (string | number)[];
  /** The field's own schema, wrappers included (optional, default, preprocessing): it parses the field alone. */
  schema: z.ZodType;
  kind: FieldKind;
  /** Whether the field may be left out. */
  optional: boolean;
  /** The string format of a text field ('uuid', 'email', 'datetime', 'regex', ...), when it has one. */
  format?: string;
}

interface Def {
  type: string;
  format?: string;
  entries?: Record<string, string>;
  values?: unknown[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'catch', 'readonly', 'nonoptional']);
const MAY_BE_LEFT_OUT = new Set(['optional', 'default', 'prefault']);

/** The schema that decides a field's kind: past wrappers and preprocessing, the input side of a pipe. */
function core(schema: z.ZodType): { def: Def; optional: boolean } {
  let def = defOf(schema);
  let optional = false;
  for (;;) {
    if (WRAPPERS.has(def.type) && def.innerType) {
      optional ||= MAY_BE_LEFT_OUT.has(def.type);
      def = defOf(def.innerType);
    } else if (def.type === 'union' && def.options?.length) {
      // A value taken in several forms (a number or an id; nothing or an object): the object has
      // the fields, else the first form that is something.
      const forms = def.options.map((option) => ({ option, def: core(option).def }));
      const chosen =
        forms.find((f) => f.def.type === 'object') ??
        forms.find((f) => f.def.type !== 'undefined' && f.def.type !== 'null') ??
        forms[0]!;
      optional ||= forms.some((f) => f.def.type === 'undefined');
      def = defOf(chosen.option);
    } else if (def.type === 'pipe' && def.in && def.out) {
      // z.preprocess is a pipe from a transform: the value's shape is the pipe's output. Any other
      // pipe (text made lower-case, then checked as an e-mail) takes what its input takes.
      def = defOf(defOf(def.in).type === 'transform' ? def.out : def.in);
    } else {
      return { def, optional };
    }
  }
}

const KINDS: Record<string, FieldKind> = {
  string: 'text',
  number: 'number',
  int: 'number',
  boolean: 'boolean',
  enum: 'choice',
  literal: 'choice',
  file: 'file',
  array: 'list',
  object: 'object',
};

/**
 * Every field of a request schema (params, query, body or a socket payload), nested objects and
 * list elements included, so tests can reach each one: a new field is found without being listed.
 */
export function inputFields(schema: z.ZodType): InputField[] {
  const fields: InputField[] = [];
  const visit = (node: z.ZodType, path: (string | number)[]) => {
    const { def, optional } = core(node);
    const kind = KINDS[def.type] ?? 'other';
    if (path.length > 0)
      fields.push({ path, schema: node, kind, optional, ...(def.format ? { format: def.format } : {}) });
    if (def.type === 'object' && def.shape) {
      for (const [key, child] of Object.entries(def.shape)) visit(child, [...path, key]);
    } else if (def.type === 'array' && def.element) {
      visit(def.element, [...path, 0]);
    }
  };
  visit(schema, []);
  return fields;
}

/** A schema's shape once its wrappers are taken off: what a generator needs to build a valid value. */
export interface SchemaShape {
  kind: FieldKind;
  optional: boolean;
  format?: string;
  /** An object's fields. */
  shape?: Record<string, z.ZodType>;
  /** A list's element. */
  element?: z.ZodType;
  /** The values a choice allows. */
  choices?: unknown[];
}

export function schemaShape(schema: z.ZodType): SchemaShape {
  const { def, optional } = core(schema);
  return {
    kind: KINDS[def.type] ?? 'other',
    optional,
    ...(def.format ? { format: def.format } : {}),
    ...(def.shape ? { shape: def.shape } : {}),
    ...(def.element ? { element: def.element } : {}),
    ...(def.entries ? { choices: Object.values(def.entries) } : def.values ? { choices: def.values } : {}),
  };
}
