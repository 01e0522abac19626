import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { organisations } from '../identity/index.js';

/** What an organisation says about maintenance (SPEC 2); undefined when it does not exist. */
export async function organisationMaintenance(db: Db, organisationId: number) {
  const [org] = await db
    .select({
      maintenanceMode: organisations.maintenanceMode,
      maintenanceTitle: organisations.maintenanceTitle,
      maintenanceMessage: organisations.maintenanceMessage,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return org;
}
