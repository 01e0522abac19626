import type { ConsoleCompany } from '@careshop/validation';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sqlState } from '../../platform/db/database-errors.js';
import { ConflictError, NotFoundError } from '../../platform/http/errors.js';
import { type ConsoleSession, companies, companyScope } from '../identity/index.js';

// The console's companies (issue 11, decision 192): a super administrator sees and edits every
// one; an administrator reads their own; any other company answers 404.

type CompanyRow = typeof companies.$inferSelect;

function companyView(company: CompanyRow): ConsoleCompany {
  return { id: company.id, name: company.name, created: company.createdAt.toISOString() };
}

export async function listCompanies(db: Db, session: ConsoleSession): Promise<ConsoleCompany[]> {
  const scope = companyScope(session);
  const rows = await db
    .select()
    .from(companies)
    .where(scope === null ? undefined : eq(companies.id, scope))
    .orderBy(asc(companies.name), asc(companies.id));
  return rows.map(companyView);
}

export async function getCompany(
  db: Db,
  session: ConsoleSession,
  id: number,
): Promise<ConsoleCompany> {
  const scope = companyScope(session);
  const [row] =
    scope === null || scope === id
      ? await db.select().from(companies).where(eq(companies.id, id)).limit(1)
      : [];
  if (!row) throw new NotFoundError('Company not found');
  return companyView(row);
}

export async function createCompany(db: Db, input: { name: string }): Promise<ConsoleCompany> {
  const [row] = await db.insert(companies).values({ name: input.name }).returning();
  if (!row) throw new Error('company not inserted');
  return companyView(row);
}

export async function renameCompany(
  db: Db,
  session: ConsoleSession,
  id: number,
  input: { name: string },
): Promise<ConsoleCompany> {
  await getCompany(db, session, id);
  const [row] = await db
    .update(companies)
    .set({ name: input.name })
    .where(eq(companies.id, id))
    .returning();
  if (!row) throw new NotFoundError('Company not found');
  return companyView(row);
}

/** Deletes an empty company; one that still has users, locations or devices answers 409. */
export async function deleteCompany(db: Db, session: ConsoleSession, id: number): Promise<void> {
  await getCompany(db, session, id);
  try {
    await db.delete(companies).where(eq(companies.id, id));
  } catch (error) {
    if (sqlState(error) === '23503') {
      throw new ConflictError(
        'company_not_empty',
        'The company still has users, locations or devices',
      );
    }
    throw error;
  }
}
