import type { Db } from '../../platform/db/database.js';
import type { ConsoleLevel } from '../identity/index.js';
import { companies, users } from '../identity/index.js';

/**
 * The reporting console's demo companies (issue 11). Each lies in its own time zone: the locations
 * seed gives their locations this zone, so reports of "today" differ between them.
 */
export const consoleDemoCompanies = [
  { key: 'library', name: 'Bibliotheken Rivierenland', timeZone: 'Europe/Amsterdam' },
  { key: 'medical', name: 'Medizinisches Zentrum Spree', timeZone: 'Europe/Berlin' },
  { key: 'store', name: 'Harbor & Pine Baby Store', timeZone: 'America/New_York' },
] as const;

export type ConsoleDemoCompanyKey = (typeof consoleDemoCompanies)[number]['key'];

/** The console's demo users, one of every level (password: the demo password). */
export const consoleDemoUsers: readonly {
  email: string;
  level: ConsoleLevel;
  company: ConsoleDemoCompanyKey | null;
  firstName: string;
  lastName: string;
  language: string;
  note: string;
}[] = [
  {
    email: 'console-super@demo.test',
    level: 5,
    company: null,
    firstName: 'Sam',
    lastName: 'Superadmin',
    language: 'en',
    note: 'console level 5, super administrator: every company',
  },
  {
    email: 'console-admin@demo.test',
    level: 2,
    company: 'library',
    firstName: 'Anne',
    lastName: 'Bakker',
    language: 'nl',
    note: 'console level 2, administrator of Bibliotheken Rivierenland',
  },
  {
    email: 'console-active@demo.test',
    level: 1,
    company: 'library',
    firstName: 'Joost',
    lastName: 'Visser',
    language: 'nl',
    note: 'console level 1, active: reports of Bibliotheken Rivierenland',
  },
  {
    email: 'console-counts@demo.test',
    level: 3,
    company: 'library',
    firstName: 'Fleur',
    lastName: 'Smit',
    language: 'nl',
    note: 'console level 3, counts only (no self-check data)',
  },
  {
    email: 'console-live@demo.test',
    level: 4,
    company: 'library',
    firstName: 'Ruben',
    lastName: 'Mulder',
    language: 'nl',
    note: 'console level 4, live occupancy only',
  },
  {
    email: 'console-blocked@demo.test',
    level: 0,
    company: 'library',
    firstName: 'Bram',
    lastName: 'de Groot',
    language: 'nl',
    note: 'console level 0, blocked: cannot log in',
  },
  {
    email: 'console-admin-spree@demo.test',
    level: 2,
    company: 'medical',
    firstName: 'Katrin',
    lastName: 'Neumann',
    language: 'de',
    note: 'console level 2, administrator of Medizinisches Zentrum Spree',
  },
  {
    email: 'console-admin-harbor@demo.test',
    level: 2,
    company: 'store',
    firstName: 'Dana',
    lastName: 'Whitfield',
    language: 'en',
    note: 'console level 2, administrator of Harbor & Pine Baby Store',
  },
];

/** Seeds the console's demo companies and users; answers each company's id by its key. */
export async function seedConsoleDemo(
  tx: Db,
  passwordHash: string,
): Promise<Record<ConsoleDemoCompanyKey, number>> {
  const rows = await tx
    .insert(companies)
    .values(consoleDemoCompanies.map(({ name }) => ({ name })))
    .returning({ id: companies.id, name: companies.name });
  const ids = {} as Record<ConsoleDemoCompanyKey, number>;
  for (const company of consoleDemoCompanies) {
    const row = rows.find((candidate) => candidate.name === company.name);
    if (!row) throw new Error(`seed: company ${company.name} missing`);
    ids[company.key] = row.id;
  }
  await tx.insert(users).values(
    consoleDemoUsers.map((user) => ({
      email: user.email,
      passwordHash,
      role: 'console' as const,
      consoleLevel: user.level,
      companyId: user.company === null ? null : ids[user.company],
      firstName: user.firstName,
      lastName: user.lastName,
      language: user.language,
    })),
  );
  return ids;
}
