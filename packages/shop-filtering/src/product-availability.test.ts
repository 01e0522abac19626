import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityProduct,
  LOW_STOCK_THRESHOLD,
  productAvailability,
} from './product-availability';

const today = '2026-06-15';
const base: AvailabilityProduct = {
  stock: 50,
  download_only: false,
  not_available_online: false,
  available_from: null,
};

const status = (product: AvailabilityProduct, licenseApproved = true) =>
  productAvailability({ product, licenseApproved, today }).status;

describe('SPEC 4 Other states: product availability', () => {
  it('is in stock, low stock or out of stock from the stock figure', () => {
    expect(status(base)).toBe('in-stock');
    expect(status({ ...base, stock: LOW_STOCK_THRESHOLD })).toBe('in-stock');
    expect(status({ ...base, stock: LOW_STOCK_THRESHOLD - 1 })).toBe('low-stock');
    expect(status({ ...base, stock: 1 })).toBe('low-stock');
    const out = productAvailability({
      product: { ...base, stock: 0 },
      licenseApproved: true,
      today,
    });
    expect(out).toEqual({
      status: 'out-of-stock',
      labelKey: 'product.availability.out_of_stock',
      orderable: false,
    });
    expect(status({ ...base, stock: -3 })).toBe('out-of-stock');
    expect(status({ ...base, stock: Number.NaN })).toBe('out-of-stock');
  });

  it('is not orderable online or download only when the product says so', () => {
    expect(status({ ...base, not_available_online: true })).toBe('not-available-online');
    expect(status({ ...base, download_only: true })).toBe('download-only');
  });

  it('is available again on a later date this year (with the date), or next year', () => {
    const onDate = productAvailability({
      product: { ...base, available_from: '2026-09-01' },
      licenseApproved: true,
      today,
    });
    expect(onDate.labelKey).toBe('product.availability.available_again_on');
    expect(onDate.params).toEqual({ date: '2026-09-01' });
    const nextYear = productAvailability({
      product: { ...base, available_from: '2027-02-01T00:00:00Z' },
      licenseApproved: true,
      today,
    });
    expect(nextYear.labelKey).toBe('product.availability.available_next_year');
    expect(status({ ...base, available_from: today })).toBe('in-stock');
    expect(status({ ...base, available_from: '2026-01-01' })).toBe('in-stock');
  });

  it('is available after account validation while the licence is not approved', () => {
    const state = productAvailability({ product: base, licenseApproved: false, today });
    expect(state.status).toBe('after-account-validation');
    expect(state.orderable).toBe(false);
  });

  it('shows the most restrictive state when several apply', () => {
    const everything: AvailabilityProduct = {
      stock: 0,
      download_only: true,
      not_available_online: true,
      available_from: '2027-01-01',
    };
    expect(status(everything, false)).toBe('not-available-online');
    expect(status({ ...everything, not_available_online: false }, false)).toBe('download-only');
    expect(
      status({ ...everything, not_available_online: false, download_only: false }, false),
    ).toBe('available-later');
    expect(status({ ...base, stock: 0 }, false)).toBe('after-account-validation');
  });

  it('is orderable exactly in the in-stock and low-stock states', () => {
    fc.assert(
      fc.property(
        fc.record({
          stock: fc.integer({ min: -5, max: 200 }),
          download_only: fc.boolean(),
          not_available_online: fc.boolean(),
          available_from: fc.option(
            fc
              .date({
                min: new Date('2025-01-01'),
                max: new Date('2028-12-31'),
                noInvalidDate: true,
              })
              .map((date) => date.toISOString().slice(0, 10)),
          ),
        }),
        fc.boolean(),
        (product, licenseApproved) => {
          const result = productAvailability({ product, licenseApproved, today });
          expect(result.orderable).toBe(
            result.status === 'in-stock' || result.status === 'low-stock',
          );
          if (result.orderable) {
            expect(licenseApproved && product.stock > 0).toBe(true);
          }
        },
      ),
    );
  });
});
