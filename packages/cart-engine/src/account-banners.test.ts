import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccountBannersInput, accountBanners, ordersInYearOf } from './account-banners';

const now = new Date(Date.UTC(2026, 5, 15, 12));
const input: AccountBannersInput = {
  loggedIn: true,
  isSalesRep: false,
  licenseApproved: true,
  orderDates: [],
  maxOrdersPerYear: 2,
  now,
};

describe('SPEC 4 License / account: banners', () => {
  it('shows waiting for approval while the licence is not approved, and no next-year banner', () => {
    const banners = accountBanners({
      ...input,
      licenseApproved: false,
      orderDates: [new Date(Date.UTC(2026, 0, 2)), new Date(Date.UTC(2026, 4, 2))],
    });
    expect(banners.waitingForApproval).toBe(true);
    expect(banners.newOrderNextYear).toBe(false);
  });

  it('shows the next-year banner when this calendar year reaches max_order_count_year', () => {
    const banners = accountBanners({
      ...input,
      orderDates: [new Date(Date.UTC(2026, 0, 2)), new Date(Date.UTC(2026, 4, 2))],
    });
    expect(banners).toEqual({
      waitingForApproval: false,
      newOrderNextYear: true,
      ordersThisYear: 2,
      ordersLeftThisYear: 0,
    });
  });

  it('counts only orders created in the current calendar year (UTC, as the API does)', () => {
    const banners = accountBanners({
      ...input,
      orderDates: [
        new Date(Date.UTC(2025, 11, 31, 23, 59)),
        new Date(Date.UTC(2026, 4, 2)).toISOString(),
      ],
    });
    expect(banners.newOrderNextYear).toBe(false);
    expect(banners.ordersThisYear).toBe(1);
    expect(banners.ordersLeftThisYear).toBe(1);
    // 01:30 on 1 January in UTC+3 is still 2025 in UTC; 23:30 on 31 December in UTC-2 is 2026.
    expect(ordersInYearOf(['2026-01-01T01:30:00+03:00', '2025-12-31T23:30:00-02:00'], now)).toBe(1);
  });

  it('has no yearly limit when max_order_count_year is missing or 0', () => {
    const many = Array.from({ length: 40 }, (_, day) => new Date(Date.UTC(2026, 0, day + 1)));
    for (const maxOrdersPerYear of [null, undefined, 0]) {
      const banners = accountBanners({ ...input, orderDates: many, maxOrdersPerYear });
      expect(banners.newOrderNextYear).toBe(false);
      expect(banners.ordersLeftThisYear).toBeNull();
    }
  });

  it('shows neither banner to a sales rep or when nobody is logged in', () => {
    const reached = { ...input, licenseApproved: false, orderDates: [now, now, now] };
    expect(accountBanners({ ...reached, isSalesRep: true })).toMatchObject({
      waitingForApproval: false,
      newOrderNextYear: false,
    });
    expect(accountBanners({ ...reached, loggedIn: false })).toMatchObject({
      waitingForApproval: false,
      newOrderNextYear: false,
    });
  });

  it('shows the next-year banner exactly when orders this year reach the limit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.date({
            min: new Date(Date.UTC(2024, 0, 1)),
            max: new Date(Date.UTC(2027, 11, 31)),
            noInvalidDate: true,
          }),
        ),
        fc.integer({ min: 1, max: 10 }),
        (orderDates, maxOrdersPerYear) => {
          const banners = accountBanners({ ...input, orderDates, maxOrdersPerYear });
          const thisYear = orderDates.filter((date) => date.getUTCFullYear() === 2026).length;
          expect(banners.ordersThisYear).toBe(thisYear);
          expect(ordersInYearOf(orderDates, now)).toBe(thisYear);
          expect(banners.newOrderNextYear).toBe(thisYear >= maxOrdersPerYear);
          expect(banners.ordersLeftThisYear).toBe(Math.max(maxOrdersPerYear - thisYear, 0));
        },
      ),
    );
  });
});
