import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, parseMoneyInput } from './money';

describe('money at the edge: cents on the wire, the organisation currency on screen', () => {
  it('formats cents in the language and currency', () => {
    expect(formatCents(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatCents(1250, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatCents(1250, 'JPY', 'en')).toBe('¥1,250');
  });

  it('writes an amount as it is typed', () => {
    expect(centsToInput(123456, 'EUR', 'de')).toBe('1234,56');
    expect(centsToInput(5, 'EUR', 'en')).toBe('0.05');
  });

  it('reads typed amounts with the language marks', () => {
    expect(parseMoneyInput('12,50', 'EUR', 'fr')).toBe(1250);
    expect(parseMoneyInput('1.234,5', 'EUR', 'de')).toBe(123450);
    expect(parseMoneyInput('€ 1,234.56', 'EUR', 'en')).toBe(123456);
    expect(parseMoneyInput('7', 'EUR', 'nl')).toBe(700);
    expect(parseMoneyInput('1250', 'JPY', 'en')).toBe(1250);
  });

  it('refuses what is not an amount', () => {
    expect(parseMoneyInput('', 'EUR', 'en')).toBeNull();
    expect(parseMoneyInput('abc', 'EUR', 'en')).toBeNull();
    expect(parseMoneyInput('1.234', 'EUR', 'en')).toBeNull();
    expect(parseMoneyInput('12.5', 'JPY', 'en')).toBeNull();
  });
});
