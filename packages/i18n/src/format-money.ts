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
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** decimals);
}
