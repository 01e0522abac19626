import type { BackofficeCategory, BackofficeSalesRep } from '@careshop/validation';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { categories, localized } from '../catalogue/index.js';
import { offices, organisations, users } from '../identity/index.js';
import { inStaffScope, type StaffScope } from './scope.js';

/** A person's name as the back office lists it: first and last name, else the e-mail. */
export function personName(row: { firstName: string; lastName: string; email: string }): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
}

/**
 * The sales reps of the scope (reps whose office belongs to the organisation; every organisation's
 * for a super administrator), by name: what the order list's rep filter offers (decision 227).
 */
export async function listSalesReps(db: Db, scope: StaffScope): Promise<BackofficeSalesRep[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      organisationId: organisations.id,
      organisationName: organisations.name,
    })
    .from(users)
    .innerJoin(offices, eq(offices.id, users.officeId))
    .innerJoin(organisations, eq(organisations.id, offices.organisationId))
    .where(and(eq(users.role, 'sales'), inStaffScope(scope, offices.organisationId)));
  return rows
    .map((row) => ({
      id: row.id,
      name: personName(row),
      email: row.email,
      organisation_id: row.organisationId,
      organisation_name: row.organisationName,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The categories of the scope, named in `language`, in each organisation's shop order. */
export async function listCategories(
  db: Db,
  scope: StaffScope,
  language: string,
): Promise<BackofficeCategory[]> {
  const rows = await db
    .select({ category: categories, organisationName: organisations.name })
    .from(categories)
    .innerJoin(organisations, eq(organisations.id, categories.organisationId))
    .where(inStaffScope(scope, categories.organisationId))
    .orderBy(asc(categories.organisationId), asc(categories.sortOrder), asc(categories.id));
  return rows.map(({ category, organisationName }) => ({
    id: category.id,
    key: category.key,
    name: localized(category, language)?.name || category.key,
    organisation_id: category.organisationId,
    organisation_name: organisationName,
  }));
}
