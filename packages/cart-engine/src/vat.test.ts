import { describe, expect, it } from 'vitest';
import { calculateIncludedVat, VAT_RATES_BASIS_POINTS, vatRateOf } from './vat';

describe('VAT included in a total (decision 233)', () => {
  it('finds the standard rate of a delivery country by its ISO code, in any case', () => {
    expect(vatRateOf('NL')).toBe(2100);
    expect(vatRateOf(' de ')).toBe(1900);
    expect(vatRateOf('FR')).toBe(2000);
    expect(vatRateOf('US')).toBeNull();
    expect(vatRateOf('')).toBeNull();
    expect(vatRateOf(null)).toBeNull();
  });

  it('takes the VAT out of a gross amount so net plus VAT is the total', () => {
    // 121,00 at 21 %: 100,00 net, 21,00 VAT.
    expect(calculateIncludedVat({ total: 12_100, rateBasisPoints: 2100 })).toEqual({ vat: 2100 });
    // 14,95 at 20 %: 12,458… net rounds to 12,46, so 2,49 VAT.
    expect(calculateIncludedVat({ total: 1495, rateBasisPoints: 2000 })).toEqual({ vat: 249 });
    // 1 cent at 19 %: the net part rounds to 1 cent, no VAT.
    expect(calculateIncludedVat({ total: 1, rateBasisPoints: 1900 })).toEqual({ vat: 0 });
  });

  it('has no VAT on a free order or in a country without a rate', () => {
    expect(calculateIncludedVat({ total: 0, rateBasisPoints: 2100 })).toEqual({ vat: 0 });
    expect(calculateIncludedVat({ total: 5000, rateBasisPoints: null })).toEqual({ vat: 0 });
  });

  it('keeps the net part within half a cent of total ÷ (1 + rate), for every rate and total', () => {
    const off: string[] = [];
    for (const rate of new Set(Object.values(VAT_RATES_BASIS_POINTS))) {
      for (let total = 0; total <= 100_000; total += 7) {
        const { vat } = calculateIncludedVat({ total, rateBasisPoints: rate });
        const exactNet = (total * 10_000) / (10_000 + rate);
        if (vat < 0 || Math.abs(total - vat - exactNet) > 0.5) off.push(`${total} at ${rate}`);
      }
    }
    expect(off).toEqual([]);
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => calculateIncludedVat({ total: 10.5, rateBasisPoints: 2100 })).toThrow();
    expect(() => calculateIncludedVat({ total: -1, rateBasisPoints: 2100 })).toThrow();
  });
});
