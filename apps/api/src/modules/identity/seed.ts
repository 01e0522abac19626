import type { Db } from '../../platform/db/database.js';
import { memberLimits, offices, organisations, shopConfigs, users } from './schema.js';

/** What the later seeds build on: the demo shop's organisation and the shop accounts. */
export interface IdentityDemo {
  organisationId: number;
  users: Array<typeof users.$inferSelect>;
}

/**
 * Seeds the demo organisations (EU and US), their shops, the customer offices and the shop
 * accounts (customers, a rep, staff), all with `passwordHash`.
 */
export async function seedIdentityDemo(tx: Db, passwordHash: string): Promise<IdentityDemo> {
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
        // The first approved member of an office is its administrator (decision 330).
        officeRole: 'admin',
      },
      // Company accounts (issue 29): the demo office's approver, buyer with a limit and viewer.
      {
        email: 'approver@demo.test',
        passwordHash,
        officeId: office('100001'),
        firstName: 'Paul',
        lastName: 'Lambert',
        licenseStatus: 'APPROVED',
        licenseNumber: 'FR-SF-1002',
        officeRole: 'approver',
      },
      {
        email: 'buyer@demo.test',
        passwordHash,
        officeId: office('100001'),
        firstName: 'Inès',
        lastName: 'Moreau',
        licenseStatus: 'APPROVED',
        licenseNumber: 'FR-SF-1003',
        officeRole: 'buyer',
      },
      {
        email: 'viewer@demo.test',
        passwordHash,
        officeId: office('100001'),
        firstName: 'Jules',
        lastName: 'Petit',
        licenseStatus: 'APPROVED',
        licenseNumber: 'FR-SF-1004',
        officeRole: 'viewer',
      },
      {
        email: 'pending@demo.test',
        passwordHash,
        officeId: office('100002'),
        firstName: 'Lucía',
        lastName: 'García',
        language: 'es',
        licenseNumber: 'ES-MAT-2002',
        // Becomes the administrator when staff approve it: 100002 has no approved member yet.
        officeRole: 'buyer',
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
        officeRole: 'admin',
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
        officeRole: 'admin',
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
  // The demo buyer's limit: 500.00 a month, and an order over 100.00 waits for an approver.
  const buyer = userRows.find((row) => row.email === 'buyer@demo.test');
  if (!buyer) throw new Error('seed: buyer missing');
  await tx.insert(memberLimits).values({
    userId: buyer.id,
    limitCents: 50_000,
    period: 'month',
    approvalThresholdCents: 10_000,
  });

  return { organisationId: eu.id, users: userRows };
}

/** True when the database holds no organisation yet (a fresh clone or a new test database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: organisations.id }).from(organisations).limit(1);
  return rows.length === 0;
}
