import { describe, expect, it } from 'vitest';
import { accountBanners } from './account-banners';

const now = new Date('2026-06-15T12:00:00Z');
const organisation = { id: 1, max_order_count_year: 2, maintenance_mode: false };

describe('SPEC 4 License / account: banners', () => {
  it('shows waiting for approval when license_valid does not contain APPROVED', () => {
    const banners = accountBanners({
      user: { license_valid: 'PENDING', orders: [], organisation },
      isSalesRep: false,
      now,
    });
    expect(banners.waitingForApproval).toBe(true);
    expect(banners.newOrderNextYear).toBe(false);
  });

  it('shows the next-year banner when this calendar year reaches max_order_count_year', () => {
    const banners = accountBanners({
      user: {
        license_valid: 'APPROVED',
        orders: [{ created: '2026-01-02T00:00:00Z' }, { created: '2026-05-02T00:00:00Z' }],
        organisation,
      },
      isSalesRep: false,
      now,
    });
    expect(banners).toEqual({
      waitingForApproval: false,
      newOrderNextYear: true,
      ordersThisYear: 2,
    });
  });

  it('counts only orders created in the current calendar year', () => {
    const banners = accountBanners({
      user: {
        license_valid: 'APPROVED',
        orders: [{ created: '2025-12-31T10:00:00Z' }, { created: '2026-05-02T00:00:00Z' }],
        organisation,
      },
      isSalesRep: false,
      now,
    });
    expect(banners.newOrderNextYear).toBe(false);
    expect(banners.ordersThisYear).toBe(1);
  });

  it('shows neither banner to a sales rep', () => {
    const banners = accountBanners({
      user: { license_valid: null, orders: [], organisation },
      isSalesRep: true,
      now,
    });
    expect(banners.waitingForApproval).toBe(false);
  });
});
