import { InvalidAmountError } from './i18n-errors';

/**
 * Formats an amount of integer minor units (cents) for display, e.g.
 * `formatMoney(1250, 'EUR', 'fr-FR')` is `'12,50 €'`. The divisor follows the currency's own
 * number of decimals, so currencies without cents are not divided by 100.
 *
 * @throws {InvalidAmountError} when `cents` is not a safe integer.
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  if (!Number.isSafeInteger(cents)) throw new InvalidAmountError(cents);
  const { format, divisor } = moneyFormat(locale, currency);
  return format.format(cents / divisor);
}

// Building an Intl.NumberFormat costs far more than using one (a catalogue answer formats every
// product in one language and currency): one per locale and currency, built once.
const formats = new Map<string, { format: Intl.NumberFormat; divisor: number }>();

function moneyFormat(locale: string, currency: string) {
  const key = `${locale}\u0000${currency}`;
  let entry = formats.get(key);
  if (!entry) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
    entry = { format, divisor: 10 ** decimals };
    formats.set(key, entry);
  }
  return entry;
}
