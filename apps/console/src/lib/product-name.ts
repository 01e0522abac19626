import type { BackofficeProduct } from '@careshop/validation';

/** A product's name in the user's language, else English, else any, else its part number. */
export function productName(
  product: Pick<BackofficeProduct, 'translations' | 'part_no'>,
  language: string,
): string {
  const texts = product.translations;
  return (
    texts[language]?.name ||
    texts.en?.name ||
    Object.values(texts).find((text) => text.name)?.name ||
    product.part_no
  );
}
