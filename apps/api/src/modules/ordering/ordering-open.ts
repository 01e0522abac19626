import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { HttpError } from '../../platform/http/errors.js';
import { organisations, shopConfigs } from '../identity/index.js';

/** Thrown when ordering is switched off by maintenance mode (SPEC 4 Maintenance). */
export class MaintenanceError extends HttpError {
  override readonly name = 'MaintenanceError';
  constructor() {
    super(503, 'maintenance_mode', 'The shop is in maintenance; ordering is paused');
  }
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
