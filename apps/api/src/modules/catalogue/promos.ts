import type { ShopPromo } from '@careshop/validation';
import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { categories, products, shopPromos } from './schema.js';

/** The UTC calendar day of `now`, as the validity window counts days (decision 229). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The promos a shop shows on `now`'s UTC day, newest first, with what the shop needs to link them
 * (a product's ctn, a category's link); a link whose target is gone is no link.
 */
export async function showingPromos(db: Db, shopConfigId: number, now: Date): Promise<ShopPromo[]> {
  const day = utcDay(now);
  const rows = await db
    .select({
      promo: shopPromos,
      productCtn: products.ctn,
      categoryLink: categories.link,
    })
    .from(shopPromos)
    .leftJoin(products, eq(products.id, shopPromos.linkProductId))
    .leftJoin(categories, eq(categories.id, shopPromos.linkCategoryId))
    .where(
      and(
        eq(shopPromos.shopConfigId, shopConfigId),
        eq(shopPromos.active, true),
        or(isNull(shopPromos.validFrom), lte(shopPromos.validFrom, day)),
        or(isNull(shopPromos.validUntil), gte(shopPromos.validUntil, day)),
      ),
    )
    .orderBy(desc(shopPromos.id));
  return rows.map(({ promo, productCtn, categoryLink }) => ({
    id: promo.id,
    translations: promo.translations,
    link:
      promo.linkProductId !== null && productCtn !== null
        ? { kind: 'product' as const, id: promo.linkProductId, ctn: productCtn }
        : promo.linkCategoryId !== null && categoryLink !== null
          ? { kind: 'category' as const, id: promo.linkCategoryId, link: categoryLink }
          : null,
  }));
}
