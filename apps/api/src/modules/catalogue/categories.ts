import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { categories } from './schema.js';

export type CategoryRow = typeof categories.$inferSelect;

/** An organisation's categories in their sort order. */
export async function listCategories(db: Db, organisationId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.organisationId, organisationId))
    .orderBy(asc(categories.sortOrder));
}
