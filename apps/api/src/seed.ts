import { seedCatalogueDemo } from './modules/catalogue/index.js';
import { consoleDemoUsers, seedConsoleDemo } from './modules/console-admin/index.js';
import { seedCountingDemo } from './modules/counting/index.js';
import { hashPassword, seedIdentityDemo } from './modules/identity/index.js';
import { seedOrderingDemo } from './modules/ordering/index.js';
import type { Db } from './platform/db/database.js';

export { isEmpty } from './modules/identity/index.js';

/** The password of every demo account (README, start banner). */
export const demoPassword = 'Demo!2026';

/** The demo accounts printed at start. */
export const demoAccounts = [
  {
    email: 'customer@demo.test',
    note: 'approved licence, customer number 100001, its office administrator',
  },
  { email: 'approver@demo.test', note: "100001's approver: decides colleagues' orders" },
  { email: 'buyer@demo.test', note: '100001 buyer: 500.00 a month, orders over 100.00 wait' },
  { email: 'viewer@demo.test', note: '100001 viewer: browses, cannot order' },
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

/** Options of {@link seedDemo}. */
export interface SeedDemoOptions {
  /** Days of counting history before `now` for the console's locations (default none). */
  historyDays?: number;
  /**
   * The demo password's hash, made by the caller (default: hashed here at full cost). Test
   * databases pass a cheaper one, so a test's login costs no full-strength scrypt (decision 360).
   */
  passwordHash?: string;
}

/**
 * Seeds the demo deployment of the issue ("Seeded demo deployment") into an empty database, one
 * module after the other in one transaction. `now` places the limit account's orders in the
 * current year and "available again" dates.
 */
export async function seedDemo(db: Db, now: Date, options: SeedDemoOptions = {}): Promise<void> {
  const passwordHash = options.passwordHash ?? (await hashPassword(demoPassword));
  await db.transaction(async (tx) => {
    const identity = await seedIdentityDemo(tx, passwordHash);
    const products = await seedCatalogueDemo(tx, identity.organisationId, now);
    await seedOrderingDemo(tx, { ...identity, products }, now);
    const companyIds = await seedConsoleDemo(tx, passwordHash);
    await seedCountingDemo(tx, companyIds, now, options.historyDays ?? 0);
  });
}
