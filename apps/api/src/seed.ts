import {
  bundleTranslations,
  categoryTranslations,
  productCount,
  productTranslations,
  seedCategories,
} from './modules/catalogue/seed.js';
import { consoleDemoUsers, seedConsoleDemo } from './modules/console-admin/seed.js';
import { seedCountingDemo } from './modules/counting/seed.js';
import { hashPassword } from './modules/identity/password.js';
import type { Db } from './platform/db/database.js';
import {
  categories,
  coupons,
  offices,
  orderLines,
  orders,
  organisations,
  products,
  shopConfigs,
  users,
} from './platform/db/schema.js';

/** The password of every demo account (README, start banner). */
export const demoPassword = 'Demo!2026';

/** The demo accounts printed at start. */
export const demoAccounts = [
  { email: 'customer@demo.test', note: 'approved licence, customer number 100001' },
  { email: 'pending@demo.test', note: 'licence awaiting approval' },
  { email: 'limit@demo.test', note: "approved, the year's order count already reached" },
  { email: 'saint-luc@demo.test', note: 'approved, office 100004 (the rep can order for it)' },
  { email: 'rep@demo.test', note: 'sales rep (order on behalf of 100001, 100003, 100004)' },
  {
    email: 'staff@demo.test',
    note: 'back-office staff: the Shop area of /console/ (licences, orders, products, coupons)',
  },
  { email: 'super-staff@demo.test', note: 'back-office super administrator (every organisation)' },
  ...consoleDemoUsers.map(({ email, note }) => ({ email, note })),
] as const;

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

/** True when the database holds no organisation yet (a fresh clone or a new test database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: organisations.id }).from(organisations).limit(1);
  return rows.length === 0;
}

/**
 * Seeds the demo deployment of the issue ("Seeded demo deployment") into an empty database.
 * `now` places the limit account's orders in the current year and "available again" dates.
 */
/** Options of {@link seedDemo}. */
export interface SeedDemoOptions {
  /** Days of counting history before `now` for the console's locations (default none). */
  historyDays?: number;
}

export async function seedDemo(db: Db, now: Date, options: SeedDemoOptions = {}): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const [eu] = await tx
      .insert(organisations)
      .values({
        name: 'sample shop EU',
        maxOrderCountYear: 4,
        maxOrderAmountCents: 50_000,
        termsOfUse: 'https://www.example.com/terms',
        privacyNotice: 'https://www.example.com/privacy',
        academy: 'https://www.example.com/academy',
      })
      .returning();
    const [other] = await tx
      .insert(organisations)
      .values({ name: 'sample shop US', maxOrderCountYear: 6 })
      .returning();
    if (!eu || !other) throw new Error('seed: organisations not created');

    await tx.insert(shopConfigs).values([
      {
        hostname: 'localhost',
        title: 'sample shop EU',
        currency: 'EUR',
        locales: ['fr-FR', 'es-ES', 'nl-NL'],
        environment: 'prd-prd',
        isDefault: true,
        organisationId: eu.id,
      },
      {
        hostname: 'us.localhost',
        title: 'sample shop US',
        currency: 'USD',
        locales: ['en-US'],
        environment: 'prd-prd',
        organisationId: other.id,
      },
    ]);

    const officeRows = await tx
      .insert(offices)
      .values([
        {
          organisationId: eu.id,
          custNo: '100001',
          companyName: 'Cabinet Sage-Femme Dupont',
          address: '12 rue des Lilas',
          city: 'Lyon',
          postalcode: '69003',
          country: 'FR',
        },
        {
          organisationId: eu.id,
          custNo: '100002',
          companyName: 'Matrona García',
          address: 'Calle Mayor 5',
          city: 'Madrid',
          postalcode: '28013',
          country: 'ES',
        },
        {
          organisationId: eu.id,
          custNo: '100003',
          companyName: 'Verloskundigenpraktijk De Wieg',
          address: 'Kerkstraat 20',
          city: 'Utrecht',
          postalcode: '3511',
          country: 'NL',
        },
        {
          organisationId: eu.id,
          custNo: '100004',
          companyName: 'Maternité Saint-Luc',
          address: '3 avenue Pasteur',
          city: 'Lille',
          postalcode: '59000',
          country: 'FR',
        },
        {
          organisationId: eu.id,
          custNo: '100900',
          companyName: 'Careshop Sales EU',
          address: '1 place de la Bourse',
          city: 'Paris',
          postalcode: '75002',
          country: 'FR',
        },
        {
          organisationId: other.id,
          custNo: '200001',
          companyName: 'Boston Birth Center',
          address: '10 Main St',
          city: 'Boston',
          postalcode: '02110',
          country: 'US',
        },
      ])
      .returning();
    const office = (custNo: string) => {
      const row = officeRows.find((o) => o.custNo === custNo);
      if (!row) throw new Error(`seed: office ${custNo} missing`);
      return row.id;
    };

    const userRows = await tx
      .insert(users)
      .values([
        {
          email: 'customer@demo.test',
          passwordHash,
          officeId: office('100001'),
          firstName: 'Camille',
          lastName: 'Dupont',
          licenseStatus: 'APPROVED',
          licenseNumber: 'FR-SF-1001',
        },
        {
          email: 'pending@demo.test',
          passwordHash,
          officeId: office('100002'),
          firstName: 'Lucía',
          lastName: 'García',
          language: 'es',
          licenseNumber: 'ES-MAT-2002',
        },
        {
          email: 'limit@demo.test',
          passwordHash,
          officeId: office('100003'),
          firstName: 'Anouk',
          lastName: 'de Vries',
          language: 'nl',
          licenseStatus: 'APPROVED',
          licenseNumber: 'NL-BIG-3003',
        },
        {
          // An office is open to a rep's orders once one of its accounts is approved (decision
          // 141): 100002's only account still waits, so the rep cannot order for it.
          email: 'saint-luc@demo.test',
          passwordHash,
          officeId: office('100004'),
          firstName: 'Hélène',
          lastName: 'Roux',
          licenseStatus: 'APPROVED',
          licenseNumber: 'FR-MAT-4004',
        },
        {
          email: 'rep@demo.test',
          passwordHash,
          role: 'sales',
          officeId: office('100900'),
          firstName: 'Rémi',
          lastName: 'Martin',
          licenseStatus: 'APPROVED',
        },
        {
          email: 'staff@demo.test',
          passwordHash,
          role: 'staff',
          officeId: office('100900'),
          firstName: 'Sam',
          lastName: 'Staff',
          language: 'en',
          licenseStatus: 'APPROVED',
        },
        {
          // A back-office super administrator: sees and changes every organisation (decision 218).
          email: 'super-staff@demo.test',
          passwordHash,
          role: 'staff',
          officeId: office('100900'),
          firstName: 'Sasha',
          lastName: 'Super',
          language: 'en',
          licenseStatus: 'APPROVED',
          superAdmin: true,
        },
      ])
      .returning();

    const categoryRows = await tx
      .insert(categories)
      .values(
        seedCategories.map((category, index) => ({
          organisationId: eu.id,
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
          organisationId: eu.id,
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
        organisationId: eu.id,
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
    const insertedProducts = await tx.insert(products).values(productRows).returning();

    await tx.insert(coupons).values([
      { code: 'WELCOME10', organisationId: eu.id, percentOff: 10 },
      { code: 'SAVE5', organisationId: eu.id, amountOffCents: 500 },
      { code: 'EXPIRED', organisationId: eu.id, percentOff: 50, active: false },
    ]);

    // The limit account's office has already used this year's four orders.
    const limitUser = userRows.find((u) => u.email === 'limit@demo.test');
    const pads = insertedProducts.find((p) => p.partNo === 'BF-002');
    if (!limitUser?.officeId || !pads) throw new Error('seed: limit account or product missing');
    const limitOfficeId = limitUser.officeId;
    for (let month = 0; month < 4; month += 1) {
      const createdAt = new Date(Date.UTC(now.getUTCFullYear(), 0, 1 + month));
      const [order] = await tx
        .insert(orders)
        .values({
          officeId: limitOfficeId,
          userId: limitUser.id,
          year: now.getUTCFullYear(),
          status: 'processed',
          shippingMethod: 'standard',
          shippingAddress: {
            name: 'Verloskundigenpraktijk De Wieg',
            address: 'Kerkstraat 20',
            city: 'Utrecht',
            postalcode: '3511',
            country: 'NL',
          },
          paymentMethod: 'invoice',
          paymentStatus: 'completed',
          subtotalCents: pads.priceCents,
          discountCents: 0,
          shippingCents: 0,
          taxCents: 0,
          totalCents: pads.priceCents,
          currency: 'EUR',
          createdAt,
        })
        .returning();
      if (!order) throw new Error('seed: order not created');
      await tx.insert(orderLines).values({
        orderId: order.id,
        productId: pads.id,
        partNo: pads.partNo,
        quantity: 1,
        unitPriceCents: pads.priceCents,
        lineTotalCents: pads.priceCents,
      });
    }
    const companyIds = await seedConsoleDemo(tx, passwordHash);
    await seedCountingDemo(tx, companyIds, now, options.historyDays ?? 0);
  });
}
