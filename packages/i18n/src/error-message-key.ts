import type { TranslationKey } from './dictionary';
import { flattenDictionary } from './flatten-dictionary';
import { en } from './locales/en/index';

let errorIds: ReadonlySet<string> | undefined;

/**
 * The dictionary key for a message id of SPEC 7/8 such as `'register.success_message'` or
 * `'cart.max-orders-exceeded'` (with or without the `errors.` prefix), or `undefined` when the
 * id is not in the catalogue, so the caller can show the server's own text instead.
 */
export function errorMessageKey(id: string): TranslationKey | undefined {
  errorIds ??= new Set(Object.keys(flattenDictionary(en.errors)));
  const bare = id.startsWith('errors.') ? id.slice('errors.'.length) : id;
  return errorIds.has(bare) ? (`errors.${bare}` as TranslationKey) : undefined;
}
