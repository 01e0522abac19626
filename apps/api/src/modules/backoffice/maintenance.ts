import type { MaintenanceState as ApiMaintenanceState } from '@careshop/validation';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { sanitizeHtml, sanitizeText } from '../../platform/http/sanitize.js';
import { organisations } from '../identity/index.js';
import { changedFields, recordAudit } from './audit.js';

/** An organisation's maintenance switch as the apps read it; the message is sanitised HTML. */
export type MaintenanceState = ApiMaintenanceState;

/** What {@link setMaintenance} changes; an absent title or message keeps the stored one. */
export interface MaintenanceChange {
  on: boolean;
  title?: string | null | undefined;
  /** HTML; sanitised before it is stored, so the database never holds a script. */
  message?: string | null | undefined;
}

function stateOf(row: typeof organisations.$inferSelect): MaintenanceState {
  return {
    organisation_id: row.id,
    maintenance_mode: row.maintenanceMode,
    maintenance_title: sanitizeText(row.maintenanceTitle),
    maintenance_message: sanitizeHtml(row.maintenanceMessage),
  };
}

/** Turns maintenance on or off for the given organisations (all of them when `ids` is absent). */
export async function setMaintenance(
  db: Db,
  change: MaintenanceChange,
  ids?: readonly number[],
): Promise<MaintenanceState[]> {
  const values: Partial<typeof organisations.$inferInsert> = { maintenanceMode: change.on };
  // Stored sanitised like the message, so no reader of the database meets markup (decision 148).
  if (change.title !== undefined) values.maintenanceTitle = sanitizeText(change.title ?? null);
  if (change.message !== undefined) {
    values.maintenanceMessage = change.message?.trim() ? sanitizeHtml(change.message) : null;
  }
  const update = db.update(organisations).set(values);
  const rows = await (ids ? update.where(inArray(organisations.id, [...ids])) : update).returning();
  return rows.sort((a, b) => a.id - b.id).map(stateOf);
}

/**
 * A staff member switches their organisation's maintenance: the change and its audit row
 * (entity `organisation`, action `maintenance`, the changed fields) commit together
 * (decision 218). A request that changes nothing records nothing, like every other back-office
 * change.
 */
export async function switchMaintenance(
  db: Db,
  actorUserId: number,
  organisationId: number,
  change: MaintenanceChange,
): Promise<MaintenanceState> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(organisations)
      .where(eq(organisations.id, organisationId))
      .for('update');
    if (!row) throw new NotFoundError('Organisation not found');
    const [after] = await setMaintenance(tx, change, [organisationId]);
    if (!after) throw new NotFoundError('Organisation not found');
    const diff = changedFields(stateOf(row), after);
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, {
        actorUserId,
        organisationId,
        entity: 'organisation',
        entityId: organisationId,
        action: 'maintenance',
        ...diff,
      });
    }
    return after;
  });
}

/** The maintenance state of one organisation. */
export async function maintenanceState(
  db: Db,
  organisationId: number,
): Promise<MaintenanceState | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  return row ? stateOf(row) : undefined;
}

/** The maintenance state of the given organisations (all of them when `ids` is absent). */
export async function listMaintenance(
  db: Db,
  ids?: readonly number[],
): Promise<MaintenanceState[]> {
  const query = db.select().from(organisations);
  const rows = await (ids ? query.where(inArray(organisations.id, [...ids])) : query);
  return rows.sort((a, b) => a.id - b.id).map(stateOf);
}
