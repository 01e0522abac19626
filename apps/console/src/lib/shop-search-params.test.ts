import { describe, expect, it } from 'vitest';
import { shopOrdersSearch, shopProductsSearch } from './shop-search-params';

describe('Shop search parameters: malformed values are dropped, never thrown', () => {
  it('keeps the order filters and reads numbers', () => {
    expect(
      shopOrdersSearch({
        from: '2026-01-01',
        to: '2026-12-31',
        status: 'processed',
        cust_no: '100001',
        rep: '42',
        payment_status: 'completed',
        page: 2,
      }),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      status: 'processed',
      cust_no: '100001',
      rep: 42,
      payment_status: 'completed',
      page: 2,
    });
  });

  it('drops bad dates, ids and pages', () => {
    expect(shopOrdersSearch({ from: '1/1/2026', rep: 'bob', page: '0' })).toEqual({
      from: undefined,
      to: undefined,
      status: undefined,
      cust_no: undefined,
      rep: undefined,
      payment_status: undefined,
      page: undefined,
    });
    expect(shopProductsSearch({ q: '', page: '-1' })).toEqual({
      q: undefined,
      category: undefined,
      availability: undefined,
      page: undefined,
    });
  });
});
