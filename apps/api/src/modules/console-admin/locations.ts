import type { LocationForm } from '@careshop/validation';
import { asc, count, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { ConflictError, NotFoundError } from '../../platform/http/errors.js';
import { invalidField } from '../../platform/http/request-validation.js';
import {
  type CompanyScope,
  countBins,
  devices,
  inScope,
  isoOrNull,
  locations,
  rollupDaily,
  scopedRow,
  selfcheckTransactions,
  targetCompany,
} from '../counting/index.js';
import { reportSubscriptions } from '../reporting/index.js';
import { promos } from './schema.js';

type LocationRow = typeof locations.$inferSelect;

/** A location as the console API answers it (SPEC 3 field names). */
export function locationAnswer(row: LocationRow) {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    timeZone: row.timeZone,
    description: row.description,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    ignore_before: row.ignoreBefore,
    ignore_after: row.ignoreAfter,
    stats_available_from: row.statsAvailableFrom,
    license_purchase_id: row.licensePurchaseId,
    license_state: row.licenseState,
    last_license_transaction: isoOrNull(row.lastLicenseTransaction),
    receipt_footer: row.receiptFooter,
    image: row.image,
    order: row.order,
    hidden: row.hidden,
    occ_mode: row.occMode,
    optimal_balance: row.optimalBalance,
    balance_orange: row.balanceOrange,
    balance_red: row.balanceRed,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listLocations(db: Db, scope: CompanyScope) {
  const rows = await db
    .select()
    .from(locations)
    .where(inScope(scope, locations.companyId))
    .orderBy(
      asc(locations.companyId),
      asc(locations.order),
      asc(locations.name),
      asc(locations.id),
    );
  return rows.map(locationAnswer);
}

async function scopedLocation(db: Db, scope: CompanyScope, id: number): Promise<LocationRow> {
  const [row] = await db
    .select()
    .from(locations)
    .where(scopedRow(scope, locations.id, id, locations.companyId));
  if (!row) throw new NotFoundError('Location not found');
  return row;
}

export async function getLocation(db: Db, scope: CompanyScope, id: number) {
  return locationAnswer(await scopedLocation(db, scope, id));
}

/** The licence fields are set by a super administrator only (decision 195). */
function licenceFields(
  scope: CompanyScope,
  form: LocationForm,
  current: Pick<LocationRow, 'licensePurchaseId' | 'licenseState'>,
  now: Date,
) {
  const purchaseId = form.license_purchase_id ?? current.licensePurchaseId;
  const state = form.license_state ?? current.licenseState;
  if (scope !== null) {
    if (purchaseId !== current.licensePurchaseId) {
      throw invalidField('license_purchase_id', 'validation.invalid_value');
    }
    if (state !== current.licenseState)
      throw invalidField('license_state', 'validation.invalid_value');
    return {};
  }
  const changed = purchaseId !== current.licensePurchaseId || state !== current.licenseState;
  return changed
    ? { licensePurchaseId: purchaseId, licenseState: state, lastLicenseTransaction: now }
    : {};
}

function formFields(form: LocationForm, now: Date) {
  return {
    name: form.name,
    timeZone: form.timeZone,
    description: form.description ?? '',
    contactName: form.contact_name ?? '',
    contactEmail: form.contact_email ?? '',
    ignoreBefore: form.ignore_before ?? null,
    ignoreAfter: form.ignore_after ?? null,
    statsAvailableFrom: form.stats_available_from ?? null,
    receiptFooter: form.receipt_footer ?? '',
    image: form.image ?? '',
    order: form.order ?? 0,
    hidden: form.hidden ?? false,
    occMode: form.occ_mode ?? 'enterleave',
    optimalBalance: form.optimal_balance,
    balanceOrange: form.balance_orange,
    balanceRed: form.balance_red,
    updatedAt: now,
  };
}

export async function createLocation(db: Db, scope: CompanyScope, form: LocationForm, now: Date) {
  const companyId = await targetCompany(db, scope, form.company_id);
  const licence = licenceFields(scope, form, { licensePurchaseId: '', licenseState: '' }, now);
  const [row] = await db
    .insert(locations)
    .values({ companyId, ...formFields(form, now), ...licence })
    .returning();
  if (!row) throw new Error('location not inserted');
  return locationAnswer(row);
}

/** Replaces a location's fields (PUT); its company does not change. */
export async function updateLocation(
  db: Db,
  scope: CompanyScope,
  id: number,
  form: LocationForm,
  now: Date,
) {
  const current = await scopedLocation(db, scope, id);
  if (form.company_id !== undefined && form.company_id !== current.companyId) {
    throw invalidField('company_id', 'validation.invalid_value');
  }
  const licence = licenceFields(scope, form, current, now);
  const [row] = await db
    .update(locations)
    .set({ ...formFields(form, now), ...licence })
    .where(eq(locations.id, current.id))
    .returning();
  if (!row) throw new NotFoundError('Location not found');
  return locationAnswer(row);
}

/**
 * Deletes a location that nothing counted refers to (decision 274). A location with devices
 * (paused and revoked ones too) answers 409 `location_has_devices` with their number; one whose
 * counts, gate crossings or self-check transactions are stored (devices moved away since) answers
 * 409 `location_has_history`: hiding it keeps that history in reports. Otherwise the location goes
 * with its report subscriptions and its own promos, in one transaction. The row is locked first,
 * so a device added at the same moment either comes before (and refuses the delete) or fails.
 */
export async function deleteLocation(db: Db, scope: CompanyScope, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(scopedRow(scope, locations.id, id, locations.companyId))
      .for('update');
    if (!row) throw new NotFoundError('Location not found');
    const [attached] = await tx
      .select({ n: count() })
      .from(devices)
      .where(eq(devices.locationId, id));
    const deviceCount = Number(attached?.n ?? 0);
    if (deviceCount > 0) {
      throw new ConflictError(
        'location_has_devices',
        `Devices still at this location: ${deviceCount}. Move them to another location first, or hide the location`,
        { devices: deviceCount },
      );
    }
    const stored = (table: typeof countBins | typeof selfcheckTransactions | typeof rollupDaily) =>
      exists(tx.select({ one: sql`1` }).from(table).where(eq(table.locationId, id)));
    const [history] = await tx
      .select({
        counted: sql<boolean>`${stored(countBins)} or ${stored(selfcheckTransactions)} or ${stored(rollupDaily)}`,
      })
      .from(locations)
      .where(eq(locations.id, id));
    if (history?.counted) {
      throw new ConflictError(
        'location_has_history',
        'The location has counted history: hide it to keep that history in reports',
      );
    }
    await tx.delete(reportSubscriptions).where(eq(reportSubscriptions.locationId, id));
    await tx.delete(promos).where(eq(promos.locationId, id));
    await tx.delete(locations).where(eq(locations.id, id));
  });
}
