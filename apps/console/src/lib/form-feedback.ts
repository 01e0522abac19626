import type { FieldErrors } from '@careshop/validation';
import { type RefObject, useEffect } from 'react';

/**
 * Moves the focus to the first field marked invalid whenever a form's errors change, so the
 * error (linked to the field) is read out and the user can fix it at once.
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  errors: FieldErrors,
): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}

/**
 * A number typed into a text input, for a schema that expects a number: an empty input is left
 * out, text that is no number is passed on as it is (the schema names it invalid).
 */
export function asNumber(value: string | boolean | undefined): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : value;
}
