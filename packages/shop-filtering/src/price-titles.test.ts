import { describe, expect, it } from 'vitest';
import { partNos, product } from '../test/fixtures';
import { applyFilters, buildFilters } from './filters';
import { FREE_FILTER_TITLE, PAID_FILTER_TITLE, productFilterTitles } from './price-titles';
import { applyShopQuery } from './shop-query';

// Decision 267: the price titles follow the price. The demo catalogue stored "Paid" on three
// products made free afterwards (BF-003, SO-004, SK-004), and the "Paid" filter listed them.
const catalogue = [
  product('paid', { price_in_cents: 2450, filters: ['Paid'] }),
  product('free-but-tagged-paid', { price_in_cents: 0, filters: ['Paid'] }),
  product('paid-but-tagged-free', { price_in_cents: 990, filters: ['Free', 'Silicone'] }),
  product('free', { price_in_cents: 0, filters: ['Free'] }),
  product('bundle', { price_in_cents: 2900, filters: ['Bundle'] }),
  product('unknown-price', { price_in_cents: undefined, filters: ['Paid'] }),
];

describe('decision 267: "Free" and "Paid" follow the price', () => {
  it('replaces a stored price title by the one the price says', () => {
    expect(productFilterTitles(catalogue[1] as (typeof catalogue)[number])).toEqual([
      FREE_FILTER_TITLE,
    ]);
    expect(productFilterTitles(catalogue[2] as (typeof catalogue)[number])).toEqual([
      PAID_FILTER_TITLE,
      'Silicone',
    ]);
    expect(
      productFilterTitles(product('x', { price_in_cents: 0, filters: ['Free', 'Paid'] })),
    ).toEqual(['Free']);
  });

  it('adds no price title to a product that carries none, and keeps one with no known price', () => {
    expect(productFilterTitles(catalogue[4] as (typeof catalogue)[number])).toEqual(['Bundle']);
    expect(productFilterTitles(catalogue[5] as (typeof catalogue)[number])).toEqual(['Paid']);
    expect(productFilterTitles(product('y', { filters: null }))).toEqual([]);
  });

  it('lists no free product under "Paid" and no paid product under "Free"', () => {
    expect(partNos(applyFilters(catalogue, ['Paid']))).toEqual([
      'paid',
      'paid-but-tagged-free',
      'unknown-price',
    ]);
    expect(partNos(applyFilters(catalogue, ['Free']))).toEqual(['free-but-tagged-paid', 'free']);
    const paid = applyShopQuery({ products: catalogue, checkedFilters: ['Paid'] });
    expect(paid.products.every((item) => item.price_in_cents !== 0)).toBe(true);
  });

  it('counts each product under the title its price says', () => {
    expect(buildFilters(catalogue.slice(0, 2))).toEqual([
      { title: 'Free', count: 1, checked: false },
      { title: 'Paid', count: 1, checked: false },
    ]);
  });
});
