import { describe, expect, it } from 'vitest';
import { productAvailability } from './product-availability';

const today = '2026-06-15';
const base = { stock: 50, download_only: false, not_available_online: false, available_from: null };

describe('SPEC 4 Other states: product availability', () => {
  it('is in stock, low stock or out of stock from the stock figure', () => {
    expect(productAvailability({ product: base, licenseApproved: true, today }).status).toBe(
      'in-stock',
    );
    expect(
      productAvailability({ product: { ...base, stock: 3 }, licenseApproved: true, today }).status,
    ).toBe('low-stock');
    const out = productAvailability({
      product: { ...base, stock: 0 },
      licenseApproved: true,
      today,
    });
    expect(out.status).toBe('out-of-stock');
    expect(out.orderable).toBe(false);
  });

  it('is not orderable online or download only when the product says so', () => {
    expect(
      productAvailability({
        product: { ...base, not_available_online: true },
        licenseApproved: true,
        today,
      }).status,
    ).toBe('not-available-online');
    expect(
      productAvailability({
        product: { ...base, download_only: true },
        licenseApproved: true,
        today,
      }).status,
    ).toBe('download-only');
  });

  it('is available again on a date this year, or next year', () => {
    const onDate = productAvailability({
      product: { ...base, available_from: '2026-09-01' },
      licenseApproved: true,
      today,
    });
    expect(onDate.labelKey).toBe('product.availability.available_again_on');
    expect(onDate.params).toEqual({ date: '2026-09-01' });
    const nextYear = productAvailability({
      product: { ...base, available_from: '2027-02-01' },
      licenseApproved: true,
      today,
    });
    expect(nextYear.labelKey).toBe('product.availability.available_next_year');
  });

  it('is available after account validation while the licence is not approved', () => {
    const state = productAvailability({ product: base, licenseApproved: false, today });
    expect(state.status).toBe('after-account-validation');
    expect(state.orderable).toBe(false);
  });
});
