import { supportedLanguages } from '@careshop/i18n/lazy';
import { asNumber } from '../../../lib/form-feedback';
import { parseMoneyInput } from '../../../lib/money';
import type { FormValues } from '../../../lib/use-schema-form';

/**
 * The product form's values as the body the server takes: the price typed in the currency, the
 * stock set or changed by a delta, and only the languages that have a text.
 */
export function productBody(values: FormValues, currency: string, locale: string) {
  const price = String(values.price_in_cents ?? '').trim();
  const delta = String(values.stock_delta ?? '')
    .trim()
    .replace('−', '-');
  const translations: Record<string, { name: string; description?: string }> = {};
  for (const language of supportedLanguages) {
    const name = String(values[`translations.${language}.name`] ?? '');
    const description = String(values[`translations.${language}.description`] ?? '');
    // A language left empty is not sent: the shop falls back to the default language.
    if (name.trim() || description.trim()) {
      translations[language] = description.trim() ? { name, description } : { name };
    }
  }
  return {
    price_in_cents: price === '' ? undefined : (parseMoneyInput(price, currency, locale) ?? price),
    ...(values.stock_mode === 'set'
      ? { stock: asNumber(values.stock) }
      : delta === '' || delta === '0'
        ? {}
        : { stock_delta: asNumber(delta) }),
    max_per_order: values.max_per_order === '' ? null : asNumber(values.max_per_order),
    max_per_year: values.max_per_year === '' ? null : asNumber(values.max_per_year),
    availability: values.availability,
    available_from: values.availability === 'available_on' ? values.available_from || null : null,
    category_id: asNumber(values.category_id),
    leaflet: values.leaflet === true,
    is_promo: values.is_promo === true,
    is_discounted: values.is_discounted === true,
    translations,
  };
}
