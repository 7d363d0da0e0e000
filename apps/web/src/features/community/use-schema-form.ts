import { useState } from 'react';
import type { z } from 'zod';

export type FormErrors<V> = Partial<Record<keyof V, string>>;

/** The first message of each field, in the words of the contract's schema (the server's own). */
export function errorsOf<V>(issues: readonly z.core.$ZodIssue[]): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof V | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Form state checked by a contract schema, for text and switch fields alike. Errors show after the
 * first submit and then follow the typing, as in the rest of the app (see forms/use-zod-form.ts).
 */
export function useSchemaForm<V extends object, Out>(schema: z.ZodType<Out>, initial: V) {
  const [values, setValuesState] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: V): Out | null => {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : errorsOf<V>(result.error.issues));
    return result.success ? result.data : null;
  };

  const setValues = (next: V) => {
    setValuesState(next);
    if (submitted) check(next);
  };

  const setField = <K extends keyof V>(name: K, value: V[K]) => setValues({ ...values, [name]: value });

  /** Checks everything; the parsed values, or null with the errors shown. */
  const validate = (): Out | null => {
    setSubmitted(true);
    return check(values);
  };

  return { values, errors, setValues, setField, validate };
}
