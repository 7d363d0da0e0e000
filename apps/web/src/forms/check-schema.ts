import { schemaResolver, type FormErrors } from '@mantine/form';
import type { z } from 'zod';

export type SchemaCheck<Out> = { ok: true; body: Out } | { ok: false; errors: FormErrors };

/**
 * Checks form input with a contract schema: its output, or the first message of each field in the
 * contract's words (those the server would answer), through Mantine's standard-schema resolver.
 */
export function checkSchema<Out>(schema: z.ZodType<Out>, input: unknown): SchemaCheck<Out> {
  const errors = schemaResolver(schema, { sync: true })(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: schema.parse(input) };
}
