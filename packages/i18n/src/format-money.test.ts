import { describe, expect, it, vi } from 'vitest';
import { centsToUnits, currencyDecimals, formatMoney } from './format-money';
import { InvalidAmountError } from './i18n-errors';

// Intl separates amount and symbol with narrow or normal no-break spaces depending on ICU data.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('SPEC 9 currency EUR: money is integer cents, formatted at the edge', () => {
  it('formats cents as euros in French', () => {
    expect(plain(formatMoney(1250, 'EUR', 'fr-FR'))).toBe('12,50 €');
  });

  it('formats cents as euros in Dutch', () => {
    expect(plain(formatMoney(123456, 'EUR', 'nl-NL'))).toBe('€ 1.234,56');
  });

  it('formats zero (a free product) as an amount, not as empty', () => {
    expect(plain(formatMoney(0, 'EUR', 'de-DE'))).toBe('0,00 €');
  });

  it('divides by the currency’s own minor unit', () => {
    expect(formatMoney(1250, 'JPY', 'en-US')).toBe('¥1,250');
  });

  it('rejects an amount that is not whole cents', () => {
    expect(() => formatMoney(12.5, 'EUR', 'fr-FR')).toThrow(InvalidAmountError);
  });
});

describe('decision 157: the one money formatter', () => {
  it('formats many amounts quickly with one cached Intl.NumberFormat per locale and currency', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    for (let cents = 0; cents < 500; cents++) formatMoney(cents, 'EUR', 'de-DE');
    expect(built.mock.calls.length).toBeLessThanOrEqual(1);
    built.mockRestore();
  });
});

describe('decision 266: cents to currency units by the currency’s own decimals', () => {
  it('knows each currency’s minor units', () => {
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('CHF')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
  });

  it('turns cents into units of the currency, not always into hundredths', () => {
    expect(centsToUnits(2450, 'EUR')).toBe(24.5);
    expect(centsToUnits(2450, 'JPY')).toBe(2450);
    expect(centsToUnits(2450, 'KWD')).toBe(2.45);
    expect(() => centsToUnits(1.5, 'EUR')).toThrow(InvalidAmountError);
  });

  it('shows for people the amount an export writes as a number, in any language', () => {
    for (const locale of ['fr-FR', 'ja-JP', 'ar-KW', 'de-CH']) {
      for (const currency of ['EUR', 'JPY', 'KWD', 'CHF']) {
        const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        expect(formatMoney(123456, currency, locale)).toBe(
          format.format(centsToUnits(123456, currency)),
        );
      }
    }
  });
});
