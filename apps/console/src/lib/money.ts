import { centsToUnits, currencyDecimals, formatMoney } from '@careshop/i18n';

/**
 * Money at the console's edge (STYLE 4): amounts travel as integer cents (minor units) and are
 * shown and typed in the organisation's currency, in the user's language, with Intl.NumberFormat.
 */

/** The number of minor units of a currency (2 for EUR, 0 for JPY): i18n's one rule. */
export { currencyDecimals };

/** `1250` EUR in `fr` is `12,50 €`: i18n's one money formatter (decision 157). */
export function formatCents(cents: number, currency: string, locale: string): string {
  return formatMoney(cents, currency, locale);
}

/** An amount as it is typed in a field: no currency sign, the language's decimal mark (`12,50`). */
export function centsToInput(cents: number, currency: string, locale: string): string {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(centsToUnits(cents, currency));
}

/**
 * The cents of a typed amount, read with the language's decimal and group marks; a currency sign
 * and spaces are ignored. `null` when it is not an amount, or has more decimals than the currency.
 */
export function parseMoneyInput(text: string, currency: string, locale: string): number | null {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  let cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(/[^\d.,'’−-]/g, '');
  cleaned = cleaned.replace('−', '-');
  if (group !== decimal) cleaned = cleaned.split(group).join('');
  // Accept the other common decimal mark when the language's group mark was not typed.
  if (decimal !== '.' && !cleaned.includes(decimal)) cleaned = cleaned.replace('.', decimal);
  cleaned = cleaned.replace(decimal, '.');
  const decimals = currencyDecimals(currency);
  const pattern = decimals > 0 ? new RegExp(`^-?\\d+(\\.\\d{1,${decimals}})?$`) : /^-?\d+$/;
  if (!pattern.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (!Number.isSafeInteger(cents)) return null;
  return cleaned.startsWith('-') ? -cents : cents;
}
