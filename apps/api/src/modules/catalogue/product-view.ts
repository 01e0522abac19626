import { centsToUnits, formatMoney } from '@careshop/i18n';
import { DEFAULT_STOCK } from '@careshop/validation';
import type { categories, products } from './schema.js';

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** Where a product's leaflet is downloaded (public: the link opens in a new tab, without a token). */
export function leafletUrl(publicUrl: string, partNo: string, language: string): string {
  return `${publicUrl}/api/content/leaflets/${encodeURIComponent(partNo)}.pdf?language=${language}`;
}

/** A staff-uploaded photo's size and version (decision 223), when the product has one. */
export interface ProductPhotoRow {
  width: number;
  height: number;
  updatedAt: Date;
}

/**
 * A product's photo as the shop gets it (decision 248): both stored widths, each with the width it
 * really has (a small upload is never enlarged), at addresses that change with every upload.
 * Relative: the image route finds the organisation by the host the shop is opened on.
 */
export function productPhoto(partNo: string, photo: ProductPhotoRow | null | undefined) {
  if (!photo) return null;
  const version = photo.updatedAt.getTime();
  const url = (width: number) =>
    `/api/content/product-images/${encodeURIComponent(partNo)}.webp?w=${width}&v=${version}`;
  return {
    width: photo.width,
    height: photo.height,
    // A photo narrower than a stored width was stored at its own width there: one source per
    // real width (the larger address), so the srcset never names a width twice.
    sources: PRODUCT_IMAGE_WIDTHS.filter(
      (width, index) => index === PRODUCT_IMAGE_WIDTHS.length - 1 || width < photo.width,
    ).map((width) => ({ url: url(width), width: Math.min(width, photo.width) })),
  };
}

/** A row's texts in a language, else English, else any. */
export function localized(
  row: { translations: Record<string, { name: string; description?: string }> },
  lang: string,
) {
  return row.translations[lang] ?? row.translations.en ?? Object.values(row.translations)[0];
}

/** A product as `GET /product` answers it (SPEC 3 Product). */
export function productView(
  product: ProductRow,
  category: CategoryRow | undefined,
  language: string,
  currency: string,
  publicUrl: string,
  photo?: ProductPhotoRow | null,
) {
  const text = localized(product, language);
  return {
    id: product.partNo,
    part_no: product.partNo,
    part_skey: product.partNo,
    SKU: product.sku,
    SKUName: text?.name ?? product.partNo,
    SKUDescription: text?.description ?? null,
    ctn: product.ctn,
    language,
    organisation: { id: product.organisationId },
    price: centsToUnits(product.priceCents, currency),
    price_in_cents: product.priceCents,
    price_as_string: formatMoney(product.priceCents, currency, language),
    // Never below zero on the wire, even if a row ever holds a negative stock (the database
    // refuses one since issue 10; an older row is shown as out of stock, not as an error).
    stock: Math.max(product.stock ?? DEFAULT_STOCK, 0),
    category: category ? { id: category.id, key: category.key, link: category.link } : null,
    filters: product.filters,
    bundle_info: product.bundleItems ? { items: product.bundleItems } : null,
    max_order_amount: product.maxPerOrder,
    max_qty: product.maxPerYear,
    download_only: product.availability === 'download_only',
    not_available_online: product.availability === 'not_online',
    available_from: product.availability === 'available_on' ? product.availableFrom : null,
    is_promo: product.isPromo,
    is_discounted: product.isDiscounted,
    translations: product.translations,
    pdf_url: product.leaflet ? leafletUrl(publicUrl, product.partNo, language) : null,
    image: productPhoto(product.partNo, photo),
  };
}

/** The widths a product photo is stored at (decision 223); the larger is the default. */
export const PRODUCT_IMAGE_WIDTHS = [400, 800] as const;

export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];
