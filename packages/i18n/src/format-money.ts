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
const formats = new Map<string, { format: Intl.NumberFormat; divisor: number }>();

function moneyFormat(locale: string, currency: string) {
  const key = `${locale}\u0000${currency}`;
  let entry = formats.get(key);
  if (!entry) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
    decimalsByCurrency.set(currency, decimals);
    entry = { format, divisor: 10 ** decimals };
    formats.set(key, entry);
  }
  return entry;
}
