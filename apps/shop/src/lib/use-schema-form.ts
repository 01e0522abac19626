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

/**
 * A form validated by one `@careshop/validation` schema, classic or zod/mini (decision 242); errors
 * are i18n keys (SPEC 5).
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
    return error ? t(error.key, error.params) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
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

  return { values, set, errors, setErrors, errorOf, onSubmit, submitting, text, checkbox };
}
