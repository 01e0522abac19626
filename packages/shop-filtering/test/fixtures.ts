import type { ShopProduct } from '../src/product';

/** A product with every field the shop rules read; override what a test is about. */
export function product(partNo: string, fields: Partial<ShopProduct> = {}): ShopProduct {
  return {
    part_no: partNo,
    part_skey: `key-${partNo}`,
    SKU: `SKU-${partNo}`,
    SKUName: `Product ${partNo}`,
    SKUDescription: '',
    ctn: `ctn-${partNo}`,
    stock: 10,
    price_in_cents: 100,
    category: { id: 1, key: 'care', link: 'care-link' },
    filters: [],
    ...fields,
  };
}

export const partNos = (products: readonly ShopProduct[]): string[] =>
  products.map((item) => item.part_no);
