import { isApiError } from '@careshop/api-client';
import { serverFieldErrors } from '@careshop/schema-form';
import type { TFunction } from 'i18next';

/**
 * A failed call as one phrase in the user's language: the first field the server named with its
 * message, else the message of the error code, else the server's text, else the general error.
 */
export function failureReason(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.general_error');
  const fields = serverFieldErrors(error);
  const first = fields ? Object.entries(fields)[0] : undefined;
  if (first) {
    const [field, { key, params }] = first;
    return `${field}: ${t(key, params as Record<string, unknown>)}`;
  }
  const key = `errors.${String(error.serverCode ?? error.code)}`;
  // The rule's data (e.g. how many devices are attached) fills the message's placeholders.
  const details = error.serverBody?.details ?? {};
  if (t(key, { defaultValue: '' }) !== '') return t(key, details);
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : t('errors.general_error');
}
