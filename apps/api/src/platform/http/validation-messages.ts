import { toFieldErrors } from '@careshop/validation';
import type { z } from 'zod';

/** One readable sentence naming the bad fields, e.g. `email: validation.email_invalid`. */
export function describeZodError(error: z.ZodError): string {
  const entries = Object.entries(fieldErrors(error));
  const shown = entries.slice(0, 3).map(([path, entry]) => `${path}: ${entry.key}`);
  const more = entries.length > 3 ? ` (and ${entries.length - 3} more)` : '';
  return `${shown.join('; ')}${more}`;
}

/** Field errors by dotted path, each an i18n key with its parameters (validation's shape). */
export function fieldErrors(error: z.ZodError): Record<string, { key: string; params: unknown }> {
  return { ...toFieldErrors(error) };
}
