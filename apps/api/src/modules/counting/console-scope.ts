import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.js';
import { invalidField } from '../../platform/http/request-validation.js';
import { companies } from '../identity/index.js';
import { locations } from './schema.js';

/**
 * Company scoping of the console (decision 196). `scope` is `companyScope(session)`: null for a
 * super administrator (every company), else the user's one company.
 */
export type CompanyScope = number | null;

/** The WHERE condition that keeps a query inside the scope (undefined = every company). */
export function inScope(scope: CompanyScope, column: PgColumn): SQL | undefined {
  return scope === null ? undefined : eq(column, scope);
}

/** `id = … AND <scope>`: one row of the scope, so another company's row reads as absent (404). */
export function scopedRow(
  scope: CompanyScope,
  idColumn: PgColumn,
  id: number,
  companyColumn: PgColumn,
) {
  return and(eq(idColumn, id), inScope(scope, companyColumn));
}

/**
 * The company a new row belongs to: the user's own; a super administrator names one in
 * `company_id`. Naming another company, or an unknown one, is a 400 on `company_id`.
 */
export async function targetCompany(
  db: Db,
  scope: CompanyScope,
  requested: number | undefined,
): Promise<number> {
  if (scope !== null) {
    if (requested !== undefined && requested !== scope) {
      throw invalidField('company_id', 'validation.invalid_value');
    }
    return scope;
  }
  if (requested === undefined) throw invalidField('company_id', 'validation.required');
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, requested));
  if (!company) throw invalidField('company_id', 'validation.invalid_value');
  return company.id;
}

/**
 * A location a body refers to (`location_id`), which must be in the scope (or, with `companyId`,
 * belong to that company). Unknown and foreign ids get the same 400 on the field, so ids of
 * other companies are not confirmed.
 */
export async function referencedLocation(
  db: Db,
  scope: CompanyScope,
  locationId: number,
  companyId?: number,
): Promise<{ id: number; companyId: number }> {
  const [location] = await db
    .select({ id: locations.id, companyId: locations.companyId })
    .from(locations)
    .where(
      and(
        eq(locations.id, locationId),
        inScope(scope, locations.companyId),
        companyId === undefined ? undefined : eq(locations.companyId, companyId),
      ),
    );
  if (!location) throw invalidField('location_id', 'validation.invalid_value');
  return location;
}

/** The timestamp of an answer: ISO 8601, or null. */
export function isoOrNull(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
