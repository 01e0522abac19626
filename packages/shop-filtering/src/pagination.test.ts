import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCTS_PER_PAGE, paginate } from './pagination';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('decision 249: the shop listing in pages of 24 with "Showing 1–24 of 57"', () => {
  it('shows the first 24 of 57, then 25–48, then 49–57', () => {
    const items = numbers(57);
    expect(paginate({ items })).toMatchObject({
      page: 1,
      pageCount: 3,
      from: 1,
      to: 24,
      total: 57,
    });
    expect(paginate({ items, page: 2 })).toMatchObject({ from: 25, to: 48 });
    const last = paginate({ items, page: 3 });
    expect(last).toMatchObject({ from: 49, to: 57 });
    expect(last.items).toEqual(numbers(57).slice(48));
    expect(PRODUCTS_PER_PAGE).toBe(24);
  });

  it('brings a page out of range into it: past the end is the last, below 1 or broken the first', () => {
    const items = numbers(30);
    expect(paginate({ items, page: 9 })).toMatchObject({ page: 2, from: 25, to: 30 });
    expect(paginate({ items, page: 0 })).toMatchObject({ page: 1, from: 1 });
    expect(paginate({ items, page: 1.5 })).toMatchObject({ page: 1 });
    expect(paginate({ items, page: Number.NaN })).toMatchObject({ page: 1 });
  });

  it('has one empty page for no items', () => {
    expect(paginate({ items: [] })).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      from: 0,
      to: 0,
      total: 0,
    });
  });

  it('shows every item exactly once over all its pages, in order', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 1, max: 50 }), (count, pageSize) => {
        const items = numbers(count);
        const first = paginate({ items, pageSize });
        const seen: number[] = [];
        for (let page = 1; page <= first.pageCount; page += 1) {
          const shown = paginate({ items, page, pageSize });
          expect(shown.items.length).toBeLessThanOrEqual(pageSize);
          if (shown.items.length > 0) expect(shown.to - shown.from + 1).toBe(shown.items.length);
          seen.push(...shown.items);
        }
        expect(seen).toEqual(items);
      }),
    );
  });
});
