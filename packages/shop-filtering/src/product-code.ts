import { normaliseKeyword } from './keyword-search';
import type { ProductInput } from './product';

/** The codes a product is known by. */
export type ProductCodes = Pick<ProductInput, 'part_no' | 'ctn' | 'SKU'>;

/**
 * Finds a product by a code a professional typed or pasted: the product code (ctn), SKU or part
 * number the shop shows, ignoring case and surrounding spaces (decision 244). A part number wins
 * over another product's ctn or SKU with the same text, as on the server (decision 160), then the
 * ctn, then the SKU. Build it once per catalogue; each look-up is one map read.
 */
export function productCodeLookup<P extends ProductCodes>(
  products: readonly P[],
): (code: string) => P | undefined {
  const byCode = new Map<string, P>();
  const fields: ((product: P) => string | null | undefined)[] = [
    (product) => product.part_no,
    (product) => product.ctn,
    (product) => product.SKU,
  ];
  for (const field of fields) {
    for (const product of products) {
      const code = normaliseKeyword(field(product));
      if (code !== '' && !byCode.has(code)) byCode.set(code, product);
    }
  }
  return (code) => {
    const key = normaliseKeyword(code);
    return key === '' ? undefined : byCode.get(key);
  };
}
