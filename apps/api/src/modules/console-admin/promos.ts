import type { PromoForm } from '@careshop/validation';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { invalidField } from '../../platform/http/request-validation.js';
import { sanitizeHtml, sanitizeText } from '../../platform/http/sanitize.js';
import {
  type CompanyScope,
  inScope,
  referencedLocation,
  scopedRow,
  targetCompany,
} from '../counting/index.js';
import { promos } from './schema.js';

type PromoRow = typeof promos.$inferSelect;

/** A promo as answered; the body is sanitised again on the way out (rows stored before too). */
export function promoAnswer(row: PromoRow) {
  return {
    id: row.id,
    company_id: row.companyId,
    location_id: row.locationId,
    title: row.title,
    body: sanitizeHtml(row.body) ?? '',
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listPromos(db: Db, scope: CompanyScope) {
  const rows = await db
    .select()
    .from(promos)
    .where(inScope(scope, promos.companyId))
    .orderBy(asc(promos.companyId), asc(promos.startsOn), asc(promos.id));
  return rows.map(promoAnswer);
}

/** The title is plain text and the body allowed HTML, both sanitised before they are stored. */
async function promoFields(db: Db, companyId: number, form: PromoForm, now: Date) {
  const locationId =
    form.location_id == null
      ? null
      : (await referencedLocation(db, null, form.location_id, companyId)).id;
  const title = sanitizeText(form.title);
  if (!title) throw invalidField('title', 'validation.required');
  return {
    locationId,
    title,
    body: sanitizeHtml(form.body ?? '') ?? '',
    startsOn: form.starts_on ?? null,
    endsOn: form.ends_on ?? null,
    isActive: form.is_active ?? true,
    updatedAt: now,
  };
}

export async function createPromo(db: Db, scope: CompanyScope, form: PromoForm, now: Date) {
  const companyId = await targetCompany(db, scope, form.company_id);
  const [row] = await db
    .insert(promos)
    .values({ companyId, ...(await promoFields(db, companyId, form, now)) })
    .returning();
  if (!row) throw new Error('promo not inserted');
  return promoAnswer(row);
}

export async function updatePromo(
  db: Db,
  scope: CompanyScope,
  id: number,
  form: PromoForm,
  now: Date,
) {
  const [current] = await db
    .select({ id: promos.id, companyId: promos.companyId })
    .from(promos)
    .where(scopedRow(scope, promos.id, id, promos.companyId));
  if (!current) throw new NotFoundError('Promo not found');
  if (form.company_id !== undefined && form.company_id !== current.companyId) {
    throw invalidField('company_id', 'validation.invalid_value');
  }
  const [row] = await db
    .update(promos)
    .set(await promoFields(db, current.companyId, form, now))
    .where(eq(promos.id, current.id))
    .returning();
  if (!row) throw new NotFoundError('Promo not found');
  return promoAnswer(row);
}

export async function deletePromo(db: Db, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db
    .delete(promos)
    .where(scopedRow(scope, promos.id, id, promos.companyId))
    .returning({ id: promos.id });
  if (deleted.length === 0) throw new NotFoundError('Promo not found');
}
