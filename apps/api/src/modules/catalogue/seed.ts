import type { Db } from '../../platform/db/database.js';
import { categories, products } from './schema.js';
import {
  bundleTranslations,
  categoryTranslations,
  productCount,
  productTranslations,
  seedCategories,
} from './seed-data.js';

const partPrefix: Record<string, string> = {
  breastfeeding: 'BF',
  bottles: 'BO',
  soothers: 'SO',
  'skin-care': 'SK',
  sterilisers: 'ST',
  education: 'ED',
};

type ProductRow = typeof products.$inferInsert;

/** Per-product exceptions that give the demo every availability state of SPEC 4. */
function productOverrides(partNo: string, now: Date): Partial<ProductRow> {
  const nextYear = now.getUTCFullYear() + 1;
  switch (partNo) {
    case 'BF-001':
      return { priceCents: 8900, maxPerOrder: 2, maxPerYear: 4, stock: 40 };
    case 'BF-002':
      return { priceCents: 2450, maxPerOrder: 5, maxPerYear: 10 };
    case 'BF-003':
      return { priceCents: 0, maxPerOrder: 10, maxPerYear: 50 };
    case 'BO-002':
      return { stock: 3 };
    case 'BO-006':
      return { stock: 0 };
    case 'SO-004':
      return { priceCents: 0, maxPerOrder: 5 };
    case 'SO-005':
      return { availability: 'not_online' };
    case 'SK-003':
      return { isPromo: true };
    case 'SK-004':
      return { priceCents: 0, maxPerOrder: 10 };
    case 'SK-005':
      return { isDiscounted: true };
    case 'SK-006':
      return { stock: null };
    case 'ST-001':
      return { stock: 0, availability: 'available_on', availableFrom: `${nextYear}-02-01` };
    case 'ED-001':
      return { availability: 'download_only', stock: null };
    case 'ED-004':
      return { availability: 'download_only', stock: null };
    default:
      return {};
  }
}

/**
 * Seeds the demo shop's categories and products (free and paid, bundles, low stock, download
 * only, not available online) for `organisationId`; `now` sets the "available again" dates.
 */
export async function seedCatalogueDemo(
  tx: Db,
  organisationId: number,
  now: Date,
): Promise<Array<typeof products.$inferSelect>> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      seedCategories.map((category, index) => ({
        organisationId: organisationId,
        key: category.key,
        link: category.key === 'PKG' ? 'bundles' : category.key,
        translations: categoryTranslations(category),
        sortOrder: index,
      })),
    )
    .returning();
  const categoryId = (key: string) => {
    const row = categoryRows.find((c) => c.key === key);
    if (!row) throw new Error(`seed: category ${key} missing`);
    return row.id;
  };

  const productRows: ProductRow[] = [];
  for (const [key, prefix] of Object.entries(partPrefix)) {
    for (let index = 0; index < productCount(key); index += 1) {
      const partNo = `${prefix}-${String(index + 1).padStart(3, '0')}`;
      const free = key === 'education';
      const row: ProductRow = {
        organisationId: organisationId,
        categoryId: categoryId(key),
        partNo,
        ctn: `SCF${prefix}${String(index + 1).padStart(3, '0')}`,
        sku: `SKU-${partNo}`,
        priceCents: free ? 0 : 450 + ((index * 7 + prefix.charCodeAt(0)) % 20) * 125,
        stock: 500,
        maxPerOrder: free ? 20 : 10,
        maxPerYear: free ? 100 : 40,
        translations: productTranslations(key, index),
        // The first product of each category has a leaflet to download (SPEC 2 "download PDF").
        leaflet: index === 0,
        ...productOverrides(partNo, now),
      };
      // The price title names the final price, overrides included (decision 267): BF-003,
      // SO-004 and SK-004 are free samples of paid categories.
      row.filters = [row.priceCents === 0 ? 'Free' : 'Paid'];
      productRows.push(row);
    }
  }
  // A download-only product is its leaflet.
  for (const row of productRows) {
    if (row.availability === 'download_only') row.leaflet = true;
  }
  const bundles = [
    ['PKG-001', 2900, ['BF-002', 'BF-003', 'SK-001']],
    ['PKG-002', 1900, ['BO-001', 'BO-004', 'ST-004']],
    ['PKG-003', 1500, ['SK-001', 'SK-002', 'SK-004']],
  ] as const;
  bundles.forEach(([partNo, priceCents, items], index) => {
    productRows.push({
      organisationId: organisationId,
      categoryId: categoryId('PKG'),
      partNo,
      ctn: `SCF${partNo.replace('-', '')}`,
      sku: `SKU-${partNo}`,
      priceCents,
      stock: 50,
      maxPerOrder: 2,
      maxPerYear: 6,
      bundleItems: items.map((item) => ({ part_no: item, quantity: 1 })),
      filters: ['Bundle'],
      translations: bundleTranslations(index),
    });
  });
  return tx.insert(products).values(productRows).returning();
}
