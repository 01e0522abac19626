import type { Product } from '@careshop/validation';

/**
 * The code a person reads for a product: its `ctn` ("SCFBF002"), the code the shop shows on its
 * product pages and takes in its quick order (issue 15: both apps use the same product codes).
 * Orders name products by `part_no`; an id the catalogue does not know is shown as it is.
 */
export function productCodeOf(
  id: string,
  products: readonly Pick<Product, 'part_no' | 'ctn'>[] | undefined,
): string {
  return products?.find((product) => product.part_no === id || product.ctn === id)?.ctn ?? id;
}
