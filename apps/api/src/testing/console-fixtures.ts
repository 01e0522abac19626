import { eq } from 'drizzle-orm';
import type { ConsoleLevel } from '../modules/identity/console-permissions.js';
import { companies, users } from '../modules/identity/index.js';
import type { Db } from '../platform/db/database.js';
import { demoPassword } from '../seed.js';
import type { CareshopServer } from '../server.js';
import { testDemoPasswordHash } from './passwords.js';

// Test helpers of the reporting console (the console access contract, decision 190). Seeded demo
// companies and users exist too (src/modules/console-admin/seed.ts); these make a test's own.

/** Creates a company; answers its id. */
export async function createConsoleCompany(db: Db, company: { name: string }): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ name: company.name })
    .returning({ id: companies.id });
  if (!row) throw new Error('createConsoleCompany: not inserted');
  return row.id;
}

/** The demo password's hash: copied from a seeded account, the test one when there is none. */
async function demoPasswordHash(db: Db): Promise<string> {
  const [seeded] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'console-super@demo.test'))
    .limit(1);
  if (seeded) return seeded.hash;
  return testDemoPasswordHash();
}

/**
 * Creates a console user with the demo password `Demo!2026`; answers their id. `companyId` may be
 * null only for level 5 (the database's `users_account_kind` check).
 */
export async function createConsoleUser(
  db: Db,
  user: { email: string; level: ConsoleLevel; companyId: number | null },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      email: user.email.toLowerCase(),
      passwordHash: await demoPasswordHash(db),
      role: 'console',
      consoleLevel: user.level,
      companyId: user.companyId,
      language: 'en',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('createConsoleUser: not inserted');
  return row.id;
}

/**
 * Logs a console user in through `POST /api/auth/login` (demo password unless given) and answers
 * the value of the Authorization header to send: `Bearer <session token>` (like `TestApi.login`).
 */
export async function consoleLogin(
  app: Pick<CareshopServer, 'inject'>,
  email: string,
  password: string = demoPassword,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`console login ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return `Bearer ${response.json<{ auth: string }>().auth}`;
}
