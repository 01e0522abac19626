import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitLine } from './line-limits';

describe('decision 155: one line-limit rule for shop and Zoom! orders', () => {
  it('orders everything within stock, per-order maximum and yearly quota', () => {
    expect(limitLine({ requested: 3, stock: 10, maxPerOrder: 5, remainingThisYear: 4 })).toEqual({
      orderable: 3,
      reason: null,
    });
  });

  it('names the limit that binds: empty stock, short stock, per order, per year', () => {
    expect(limitLine({ requested: 2, stock: 0, maxPerOrder: null })).toEqual({
      orderable: 0,
      reason: 'out_of_stock',
    });
    expect(limitLine({ requested: 5, stock: 3, maxPerOrder: null })).toEqual({
      orderable: 3,
      reason: 'insufficient_stock',
    });
    expect(limitLine({ requested: 5, stock: 9, maxPerOrder: 2 })).toEqual({
      orderable: 2,
      reason: 'max_product_amount_reached',
    });
    expect(limitLine({ requested: 5, stock: 9, maxPerOrder: 4, remainingThisYear: 1 })).toEqual({
      orderable: 1,
      reason: 'max_product_year_reached',
    });
  });

  it('never answers more than asked, more than any limit, or less than zero', () => {
    const limit = fc.option(fc.integer({ min: -5, max: 200 }), { nil: null });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: -5, max: 200 }),
        limit,
        limit,
        (requested, stock, maxPerOrder, remainingThisYear) => {
          const { orderable, reason } = limitLine({
            requested,
            stock,
            maxPerOrder,
            remainingThisYear,
          });
          expect(orderable).toBeGreaterThanOrEqual(0);
          expect(orderable).toBeLessThanOrEqual(requested);
          expect(orderable).toBeLessThanOrEqual(Math.max(stock, 0));
          if (maxPerOrder !== null) expect(orderable).toBeLessThanOrEqual(Math.max(maxPerOrder, 0));
          if (remainingThisYear !== null)
            expect(orderable).toBeLessThanOrEqual(Math.max(remainingThisYear, 0));
          expect(reason === null).toBe(orderable === requested);
        },
      ),
    );
  });
});
