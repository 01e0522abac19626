import type { MaintenanceState as ApiMaintenanceState } from '@careshop/validation';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { organisations, shopConfigs } from '../../platform/db/schema.js';
import { HttpError, NotFoundError } from '../../platform/http/errors.js';
import { sanitizeHtml, sanitizeText } from '../../platform/http/sanitize.js';
import { changedFields, recordAudit } from './audit.js';

/** Thrown when ordering is switched off by maintenance mode (SPEC 4 Maintenance). */
export class MaintenanceError extends HttpError {
  override readonly name = 'MaintenanceError';
  constructor() {
    super(503, 'maintenance_mode', 'The shop is in maintenance; ordering is paused');
  }
}

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

/**
 * Is ordering paused for an organisation? Either its own switch or the switch of one of its shop
 * configs (SPEC 2: "from organisation or shop config") pauses it.
 */
export async function orderingPaused(db: Db, organisationId: number): Promise<boolean> {
  // One statement: it runs inside every order transaction.
  const anyShopPaused = db
    .select({ one: sql`1` })
    .from(shopConfigs)
    .where(
      and(eq(shopConfigs.organisationId, organisations.id), eq(shopConfigs.maintenanceMode, true)),
    );
  const [org] = await db
    .select({ on: sql<boolean>`${organisations.maintenanceMode} or ${exists(anyShopPaused)}` })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return org?.on === true;
}

/** Throws {@link MaintenanceError} (503) when ordering is paused for the organisation. */
export async function assertOrderingOpen(db: Db, organisationId: number): Promise<void> {
  if (await orderingPaused(db, organisationId)) throw new MaintenanceError();
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
