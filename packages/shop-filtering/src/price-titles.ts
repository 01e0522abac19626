import type { ProductInput } from './product';

// Decision 267: "Free" and "Paid" are price titles. The catalogue decides which products carry
// one (a bundle carries "Bundle" instead), but never which one: that is the price's to say. A
// stored title that disagrees with the price (a product made free after it was classified, a
// seed or an import that set the title before the price) is corrected where the filters are
// built, so the "Paid" filter never lists a free product and "Free" never a paid one.

/** The filter title of products whose price is 0. */
export const FREE_FILTER_TITLE = 'Free';
/** The filter title of products with a price above 0. */
export const PAID_FILTER_TITLE = 'Paid';

/**
 * The filter titles a product is listed under: its own titles, with a price title ("Free" or
 * "Paid") replaced by the one its price in cents says. A product without a price title gets none;
 * one whose price is unknown keeps what it carries. Titles keep their order, each once.
 */
export function productFilterTitles(product: ProductInput): readonly string[] {
  const own = product.filters ?? [];
  const price = product.price_in_cents;
  if (typeof price !== 'number' || !Number.isFinite(price)) return own;
  const isPriceTitle = (title: string) =>
    title === FREE_FILTER_TITLE || title === PAID_FILTER_TITLE;
  if (!own.some(isPriceTitle)) return own;
  const priceTitle = price > 0 ? PAID_FILTER_TITLE : FREE_FILTER_TITLE;
  const titles: string[] = [];
  for (const title of own) {
    const listed = isPriceTitle(title) ? priceTitle : title;
    if (!titles.includes(listed)) titles.push(listed);
  }
  return titles;
}
