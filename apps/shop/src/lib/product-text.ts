import type { Product } from '@careshop/validation';

type Translations = Record<string, { name?: string; description?: string } | undefined>;

/** The product's name in `language` from its translations, else the catalogue's name. */
export function productName(product: Pick<Product, 'SKUName'>, language: string): string {
  const translations = (product as { translations?: Translations }).translations;
  return translations?.[language]?.name ?? product.SKUName;
}

/** The product's description in `language`, else the catalogue's description. */
export function productDescription(
  product: Pick<Product, 'SKUDescription'>,
  language: string,
): string {
  const translations = (product as { translations?: Translations }).translations;
  return translations?.[language]?.description ?? product.SKUDescription ?? '';
}
