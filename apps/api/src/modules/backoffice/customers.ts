import type {
  BackofficeAccount,
  BackofficeOfficeDetail,
  BackofficeOfficeSummary,
} from '@careshop/validation';
import { and, asc, count, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { containsPattern as containing } from '../../platform/db/like-pattern.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { products } from '../catalogue/index.js';
import { offices, organisations, users } from '../identity/index.js';
import { ordersUsedInYear, productQuantitiesUsedInYear } from '../ordering/index.js';
import { listOrders } from './orders.js';
import { inStaffScope, type StaffScope, staffMaySee } from './scope.js';

/** Orders an office's page shows (decision 218: its latest 50). */
export const OFFICE_LATEST_ORDERS = 50;

type AccountRow = typeof users.$inferSelect;

function accountOf(user: AccountRow): BackofficeAccount {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role as BackofficeAccount['role'],
    language: user.language,
    license_valid: user.licenseStatus,
    license_rejection_reason: user.licenseRejectionReason,
    created: user.createdAt.toISOString(),
  };
}

/** The shop accounts of the offices, by office id, oldest first. */
async function accountsOf(db: Db, officeIds: number[]): Promise<Map<number, BackofficeAccount[]>> {
  const byOffice = new Map<number, BackofficeAccount[]>();
  if (officeIds.length === 0) return byOffice;
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.officeId, officeIds), ne(users.role, 'console')))
    .orderBy(asc(users.id));
  for (const row of rows) {
    if (row.officeId === null) continue;
    const list = byOffice.get(row.officeId) ?? [];
    list.push(accountOf(row));
    byOffice.set(row.officeId, list);
  }
  return byOffice;
}

type OfficeRow = typeof offices.$inferSelect;

function officeSummary(office: OfficeRow, accounts: BackofficeAccount[]): BackofficeOfficeSummary {
  return {
    id: office.id,
    organisation_id: office.organisationId,
    cust_no: office.custNo,
    company_name: office.companyName,
    city: office.city,
    postalcode: office.postalcode,
    country: office.country,
    accounts,
  };
}

/**
 * Offices in scope whose customer number or company name, or one of whose accounts' e-mail or
 * name, contains `q` (case-insensitive), by customer number; every office in scope without `q`.
 */
export async function searchCustomers(
  db: Db,
  scope: StaffScope,
  query: { q?: string | undefined; page: number; rowsPerPage: number },
): Promise<{ items: BackofficeOfficeSummary[]; total: number }> {
  const conditions: (SQL | undefined)[] = [inStaffScope(scope, offices.organisationId)];
  if (query.q) {
    const pattern = containing(query.q);
    const matchingAccount = db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.officeId, offices.id),
          or(
            ilike(users.email, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ),
        ),
      );
    conditions.push(
      or(
        ilike(offices.custNo, pattern),
        ilike(offices.companyName, pattern),
        exists(matchingAccount),
      ),
    );
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(offices).where(where);
  const n = total?.n ?? 0;
  if ((query.page - 1) * query.rowsPerPage >= n) return { items: [], total: n };
  const rows = await db
    .select()
    .from(offices)
    .where(where)
    .orderBy(asc(offices.custNo), asc(offices.id))
    .limit(query.rowsPerPage)
    .offset((query.page - 1) * query.rowsPerPage);
  const accounts = await accountsOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => officeSummary(row, accounts.get(row.id) ?? [])), total: n };
}

/**
 * An office with its accounts, its latest orders and this year's usage of the limits: orders
 * counted against the organisation's `max_order_count_year` and units of each product against
 * its `max_per_year`, read by the same functions the shop's limits use (orders/yearly-usage.ts).
 */
export async function officeDetail(
  db: Db,
  scope: StaffScope,
  officeId: number,
  input: { now: Date; language: string },
): Promise<BackofficeOfficeDetail> {
  const [row] = await db
    .select({ office: offices, organisation: organisations })
    .from(offices)
    .innerJoin(organisations, eq(organisations.id, offices.organisationId))
    .where(eq(offices.id, officeId));
  if (!row || !staffMaySee(scope, row.office.organisationId)) {
    throw new NotFoundError('Office not found');
  }
  const { office, organisation } = row;
  const year = input.now.getUTCFullYear();
  const used = await ordersUsedInYear(db, office.id, year);
  const quantities = await productQuantitiesUsedInYear(db, office.id, year);
  const productRows =
    quantities.size === 0
      ? []
      : await db
          .select()
          .from(products)
          .where(inArray(products.id, [...quantities.keys()]))
          .orderBy(asc(products.partNo));
  const accounts = await accountsOf(db, [office.id]);
  const latest = await listOrders(
    db,
    scope,
    { office: office.id },
    { page: 1, rowsPerPage: OFFICE_LATEST_ORDERS },
  );
  return {
    ...officeSummary(office, accounts.get(office.id) ?? []),
    address: office.address,
    address_xtra: office.addressXtra,
    organisation_name: organisation.name,
    year,
    orders_this_year: {
      used,
      allowed: organisation.maxOrderCountYear,
      remaining: Math.max(organisation.maxOrderCountYear - used, 0),
    },
    product_quotas: productRows.map((product) => {
      const usedUnits = quantities.get(product.id) ?? 0;
      return {
        product_id: product.id,
        part_no: product.partNo,
        name: product.translations[input.language]?.name ?? product.translations.en?.name ?? null,
        used: usedUnits,
        max_per_year: product.maxPerYear,
        remaining: product.maxPerYear === null ? null : Math.max(product.maxPerYear - usedUnits, 0),
      };
    }),
    orders: latest.items,
  };
}
