import type { ConsoleConfigForm } from '@careshop/validation';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { invalidField } from '../../platform/http/request-validation.js';
import { type CompanyScope, inScope, scopedRow, targetCompany } from '../counting/index.js';
import { consoleConfigs } from './schema.js';

type ConfigRow = typeof consoleConfigs.$inferSelect;

export function configAnswer(row: ConfigRow) {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    is_active: row.isActive,
    settings: row.settings,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listConfigs(db: Db, scope: CompanyScope) {
  const rows = await db
    .select()
    .from(consoleConfigs)
    .where(inScope(scope, consoleConfigs.companyId))
    .orderBy(asc(consoleConfigs.companyId), asc(consoleConfigs.name), asc(consoleConfigs.id));
  return rows.map(configAnswer);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * At most one active configuration per company (decision 197): activating one deactivates the
 * others in the same transaction, after locking the company row, so two concurrent activations
 * end with one active configuration, never two.
 */
async function activateOnly(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`);
  await tx
    .update(consoleConfigs)
    .set({ isActive: false })
    .where(
      and(
        eq(consoleConfigs.companyId, companyId),
        ne(consoleConfigs.id, id),
        eq(consoleConfigs.isActive, true),
      ),
    );
}

export async function createConfig(
  db: Db,
  scope: CompanyScope,
  form: ConsoleConfigForm,
  now: Date,
) {
  const companyId = await targetCompany(db, scope, form.company_id);
  return db.transaction(async (tx) => {
    if (form.is_active) {
      await tx.execute(sql`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`);
    }
    const [row] = await tx
      .insert(consoleConfigs)
      .values({
        companyId,
        name: form.name,
        isActive: form.is_active ?? false,
        settings: form.settings ?? {},
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('config not inserted');
    if (row.isActive) await activateOnly(tx, companyId, row.id);
    return configAnswer(row);
  });
}

/** Replaces a configuration (PUT); its company does not change. */
export async function updateConfig(
  db: Db,
  scope: CompanyScope,
  id: number,
  form: ConsoleConfigForm,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(consoleConfigs)
      .where(scopedRow(scope, consoleConfigs.id, id, consoleConfigs.companyId));
    if (!current) throw new NotFoundError('Configuration not found');
    if (form.company_id !== undefined && form.company_id !== current.companyId) {
      throw invalidField('company_id', 'validation.invalid_value');
    }
    if (form.is_active) await activateOnly(tx, current.companyId, current.id);
    const [row] = await tx
      .update(consoleConfigs)
      .set({
        name: form.name,
        isActive: form.is_active ?? current.isActive,
        settings: form.settings ?? current.settings,
        updatedAt: now,
      })
      .where(eq(consoleConfigs.id, current.id))
      .returning();
    if (!row) throw new NotFoundError('Configuration not found');
    return configAnswer(row);
  });
}

export async function deleteConfig(db: Db, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db
    .delete(consoleConfigs)
    .where(scopedRow(scope, consoleConfigs.id, id, consoleConfigs.companyId))
    .returning({ id: consoleConfigs.id });
  if (deleted.length === 0) throw new NotFoundError('Configuration not found');
}
