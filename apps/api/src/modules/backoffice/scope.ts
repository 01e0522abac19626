import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthSession } from '../identity/index.js';

/**
 * What a staff member may see and change (issue 14, decision 218): their own organisation's rows,
 * or every organisation's for a super administrator (`organisationId` null).
 */
export interface StaffScope {
  organisationId: number | null;
}

export function staffScopeOf(session: AuthSession): StaffScope {
  return { organisationId: session.user.superAdmin ? null : session.user.organisationId };
}

/** The WHERE condition of a scope on an organisation column; undefined for a super administrator. */
export function inStaffScope(scope: StaffScope, column: PgColumn): SQL | undefined {
  return scope.organisationId === null ? undefined : eq(column, scope.organisationId);
}

/** Whether a row of `organisationId` is in the scope (a row of another organisation answers 404). */
export function staffMaySee(scope: StaffScope, organisationId: number | null): boolean {
  return scope.organisationId === null || scope.organisationId === organisationId;
}
