import { isApiError } from '@careshop/api-client';
import { type FieldErrors, toFieldErrors } from '@careshop/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';

/** Form values as inputs hold them: text, checkbox booleans. */
export type FormValues = Record<string, string | boolean | undefined>;

/**
 * Empty text inputs mean "not given": optional schema fields expect them absent, not `''`. Numbers
 * typed in number inputs are converted by the caller's `toInput`.
 */
export function withoutEmpty(values: FormValues): Record<string, string | boolean> {
  const result: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    result[key] = value;
  }
  return result;
}

/** The field errors a 400 answer named (`errors`, keyed by field, i18n keys), if any. */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  if (!isApiError(error)) return undefined;
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object' || Object.keys(errors).length === 0) return undefined;
  return errors as FieldErrors;
}

/**
 * A form validated by one `@careshop/validation` schema, classic or zod/mini (decision 242), before
 * it is sent, and marked with the server's field errors when the server refuses it: the same
 * messages either way, i18n keys translated in the reader's language (SPEC 5).
 *
 * @param schema The schema the input must pass; `onValid` gets its output.
 * @param initial The values the inputs start with (and `reset()` goes back to).
 * @param toInput Turns the inputs' values into what the schema checks; by default empty texts are
 *   left out ({@link withoutEmpty}).
 */
export function useSchemaForm<S extends z.core.$ZodType>(
  schema: S,
  initial: FormValues,
  onValid: (data: z.output<S>) => void | Promise<void>,
  toInput: (values: FormValues) => unknown = withoutEmpty,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const set = (name: string, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** The translated error of one field, if any. */
  const errorOf = (name: string): string | undefined => {
    const error = errors[name];
    return error ? t(error.key, error.params as Record<string, unknown>) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // zod's function, not a method: some schemas are zod/mini (decision 242).
    const result = z.safeParse(schema, toInput(values));
    if (!result.success) {
      setErrors(toFieldErrors(result.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  /** Marks the fields a refused call named; answers whether there were any. */
  const showServerErrors = (error: unknown): boolean => {
    const fields = serverFieldErrors(error);
    if (fields) setErrors(fields);
    return fields !== undefined;
  };

  /** Props for a text input bound to `name`. */
  const text = (name: string) => ({
    name,
    value: typeof values[name] === 'string' ? (values[name] as string) : '',
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: errorOf(name),
  });

  /** Props for a checkbox bound to `name`. */
  const checkbox = (name: string) => ({
    name,
    checked: values[name] === true,
    onChange: (event: { target: { checked: boolean } }) => set(name, event.target.checked),
    error: errorOf(name),
  });

  /** Starts again from `next` (the initial values by default), with no errors. */
  const reset = (next: FormValues = initial) => {
    setValues(next);
    setErrors({});
  };

  return {
    values,
    set,
    errors,
    setErrors,
    errorOf,
    onSubmit,
    submitting,
    text,
    checkbox,
    reset,
    showServerErrors,
  };
}
