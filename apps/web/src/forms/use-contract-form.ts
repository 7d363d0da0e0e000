import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { checkSchema } from './check-schema';

/**
 * When a field's message appears and goes:
 * - 'after-submit': with the first submit, then the whole form is checked again at every change;
 * - 'submit': only a submit changes the messages (they stay while the user types);
 * - 'clear': a submit shows them, a change of the field clears its message;
 * - 'change': a field is checked as soon as it changes.
 */
export type ErrorTiming = 'after-submit' | 'submit' | 'clear' | 'change';

interface ContractFormOptions<V, Out> {
  /** The contract's schema: the form says what the server would, in its words. */
  schema: z.ZodType<Out>;
  initialValues: V;
  /** What the schema checks when it is not the values as they are (only the changed fields, say). */
  input?: (values: V) => unknown;
  errors?: ErrorTiming;
}

const asIs = <V>(values: V): unknown => values;

/**
 * The web's one form model: Mantine's form, validated by a contract schema (see checkSchema).
 */
export function useContractForm<V extends Record<string, unknown>, Out>({
  schema,
  initialValues,
  input = asIs,
  errors = 'after-submit',
}: ContractFormOptions<V, Out>) {
  const [submitted, setSubmitted] = useState(false);
  const errorsOf = (values: V) => {
    const check = checkSchema(schema, input(values));
    return check.ok ? {} : check.errors;
  };
  const form = useForm<V>({
    initialValues,
    validate: errorsOf,
    clearInputErrorOnChange: errors === 'clear',
    validateInputOnChange: errors === 'change',
    onValuesChange: (values) => {
      if (errors === 'after-submit' && submitted) form.setErrors(errorsOf(values));
    },
  });

  /** The props of a text input bound to one field. */
  const field = <K extends keyof V & string>(name: K) => ({ ...form.getInputProps(name), name });

  /** Checks every field; when all pass, hands the schema's output (trimmed, defaults filled) to `handle`. */
  const submit = (handle: (body: Out) => unknown) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const check = checkSchema(schema, input(form.getValues()));
    form.setErrors(check.ok ? {} : check.errors);
    if (check.ok) handle(check.body);
  };

  return { ...form, field, submit };
}

export type ContractForm<V extends Record<string, unknown>, Out> = ReturnType<typeof useContractForm<V, Out>>;
