import { InvalidAmountError } from './i18n-errors';

/**
 * Formats an amount of integer minor units (cents) for display, e.g.
 * `formatMoney(1250, 'EUR', 'fr-FR')` is `'12,50 €'`. The divisor follows the currency's own
 * number of decimals, so currencies without cents are not divided by 100.
 *
 * @throws {InvalidAmountError} when `cents` is not a safe integer.
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return moneyFormat(locale, currency).format(centsToUnits(cents, currency));
}

/**
 * The number of minor units of a currency (ISO 4217): 2 for EUR, 0 for JPY, 3 for KWD. Every
 * conversion of cents to currency units (display, exports, the product list's `price`) uses it.
 */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsByCurrency.get(currency);
  if (decimals === undefined) {
    decimals =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    decimalsByCurrency.set(currency, decimals);
  }
  return decimals;
}

/**
 * An amount of minor units in units of its currency, as a number: `centsToUnits(1250, 'EUR')` is
 * 12.5, `centsToUnits(1250, 'JPY')` is 1250. For spreadsheets and numeric API fields; text for
 * people is {@link formatMoney}'s.
 *
 * @throws {InvalidAmountError} when `cents` is not a safe integer.
 */
export function centsToUnits(cents: number, currency: string): number {
  if (!Number.isSafeInteger(cents)) throw new InvalidAmountError(cents);
  return cents / 10 ** currencyDecimals(currency);
}

const decimalsByCurrency = new Map<string, number>();

// Building an Intl.NumberFormat costs far more than using one (a catalogue answer formats every
// product in one language and currency): one per locale and currency, built once.
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}\u0000${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}
