import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

type TextValues = Record<string, string>;
export type FieldErrors<T extends TextValues> = Partial<Record<keyof T, string>>;

/** The first message for each field, as the contract's schema words it (the server's own words). */
export function fieldErrors<T extends TextValues>(issues: readonly z.core.$ZodIssue[]): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A small form state for text fields validated by a contract schema. Errors appear after the first
 * submit and then follow the typing; values are kept whatever the outcome of a submit.
 */
export function useZodForm<T extends TextValues, Out>(schema: z.ZodType<Out, T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: T): Out | null => {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : fieldErrors<T>(result.error.issues));
    return result.success ? result.data : null;
  };

  const setField = (name: keyof T, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) check(next);
  };

  /** Validates everything; returns the parsed values, or null with the errors shown. */
  const validate = (): Out | null => {
    setSubmitted(true);
    return check(values);
  };

  const field = (name: keyof T) => ({
    name: String(name),
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.currentTarget.value),
  });

  return { values, errors, field, validate };
}
