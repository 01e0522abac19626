import type {
  BackofficeShopPromo,
  PromoLink,
  ShopPromoCreate,
  ShopPromoPatch,
} from '@careshop/validation';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { invalidField } from '../../platform/http/request-validation.js';
import { sanitizeText } from '../../platform/http/sanitize.js';
import { categories, localized, products, shopPromos, utcDay } from '../catalogue/index.js';
import { shopConfigs } from '../identity/index.js';
import { changedFields, recordAudit } from './audit.js';
import { inStaffScope, type StaffScope, staffMaySee } from './scope.js';

type PromoRow = typeof shopPromos.$inferSelect;
type ShopConfigRow = typeof shopConfigs.$inferSelect;
type Translations = PromoRow['translations'];

/** Whether a promo shows on `day`: switched on, and the day inside its window (both ends included). */
export function promoShowsOn(
  promo: Pick<PromoRow, 'active' | 'validFrom' | 'validUntil'>,
  day: string,
): boolean {
  return (
    promo.active &&
    (promo.validFrom === null || promo.validFrom <= day) &&
    (promo.validUntil === null || promo.validUntil >= day)
  );
}

/**
 * Staff type the texts; the shop renders them as text. Tags go (like the maintenance title, decision
 * 148) line by line, so the text keeps its line breaks; a text left empty is none.
 */
function cleanTranslations(texts: ShopPromoCreate['translations']): Translations {
  const clean: Translations = {};
  for (const [language, value] of Object.entries(texts)) {
    if (!value) continue;
    const title = sanitizeText(value.title);
    // A title of nothing but markup is no title: the field is named, nothing is saved.
    if (!title) throw invalidField(`translations.${language}.title`, 'validation.required');
    const text = (value.text ?? '')
      .split('\n')
      .map((line) => sanitizeText(line) ?? '')
      .join('\n')
      .trim();
    clean[language] = text ? { title, text } : { title };
  }
  return clean;
}

interface LinkTarget {
  productId: number | null;
  categoryId: number | null;
}

/** The link's target, which must be a product or category of the shop's organisation (400 `link.id`). */
async function linkTarget(
  db: Db,
  organisationId: number,
  link: PromoLink | null,
): Promise<LinkTarget> {
  if (link === null) return { productId: null, categoryId: null };
  const table = link.kind === 'product' ? products : categories;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, link.id), eq(table.organisationId, organisationId)));
  if (!row) throw invalidField('link.id', 'validation.invalid_value');
  return link.kind === 'product'
    ? { productId: row.id, categoryId: null }
    : { productId: null, categoryId: row.id };
}

/** The back office's view of promos: each with its shop and its link's name in `language`. */
async function promosOut(
  db: Db,
  rows: readonly { promo: PromoRow; shop: ShopConfigRow }[],
  language: string,
  today: string,
): Promise<BackofficeShopPromo[]> {
  const productIds = rows.flatMap((row) => row.promo.linkProductId ?? []);
  const categoryIds = rows.flatMap((row) => row.promo.linkCategoryId ?? []);
  const [productRows, categoryRows] = await Promise.all([
    productIds.length > 0
      ? db.select().from(products).where(inArray(products.id, productIds))
      : Promise.resolve([]),
    categoryIds.length > 0
      ? db.select().from(categories).where(inArray(categories.id, categoryIds))
      : Promise.resolve([]),
  ]);
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const categoryById = new Map(categoryRows.map((row) => [row.id, row]));
  return rows.map(({ promo, shop }) => {
    const product = promo.linkProductId === null ? undefined : productById.get(promo.linkProductId);
    const category =
      promo.linkCategoryId === null ? undefined : categoryById.get(promo.linkCategoryId);
    return {
      id: promo.id,
      shop_config_id: shop.id,
      hostname: shop.hostname,
      organisation_id: shop.organisationId,
      translations: promo.translations,
      link: product
        ? {
            kind: 'product' as const,
            id: product.id,
            name: `${localized(product, language)?.name ?? product.partNo} (${product.partNo})`,
          }
        : category
          ? {
              kind: 'category' as const,
              id: category.id,
              name: localized(category, language)?.name || category.key,
            }
          : null,
      valid_from: promo.validFrom,
      valid_until: promo.validUntil,
      active: promo.active,
      showing: promoShowsOn(promo, today),
      updated_at: promo.updatedAt.toISOString(),
    };
  });
}

/** The promos of the scope, optionally of one shop config, newest first. */
export async function listPromos(
  db: Db,
  scope: StaffScope,
  options: { shopConfigId?: number | undefined; language: string; now: Date },
): Promise<BackofficeShopPromo[]> {
  const rows = await db
    .select({ promo: shopPromos, shop: shopConfigs })
    .from(shopPromos)
    .innerJoin(shopConfigs, eq(shopConfigs.id, shopPromos.shopConfigId))
    .where(
      and(
        inStaffScope(scope, shopConfigs.organisationId),
        options.shopConfigId === undefined
          ? undefined
          : eq(shopPromos.shopConfigId, options.shopConfigId),
      ),
    )
    .orderBy(desc(shopPromos.id));
  return promosOut(db, rows, options.language, utcDay(options.now));
}

/** The fields an audit entry compares. */
function auditView(promo: PromoRow): Record<string, unknown> {
  return {
    shop_config_id: promo.shopConfigId,
    translations: promo.translations,
    link_product_id: promo.linkProductId,
    link_category_id: promo.linkCategoryId,
    valid_from: promo.validFrom,
    valid_until: promo.validUntil,
    active: promo.active,
  };
}

interface Actor {
  scope: StaffScope;
  actorUserId: number;
  language: string;
  now: Date;
}

/** Creates a promo on a shop config of the scope (404 for another organisation's), audited. */
export async function createPromo(
  db: Db,
  actor: Actor,
  shopConfigId: number,
  body: ShopPromoCreate,
): Promise<BackofficeShopPromo> {
  return db.transaction(async (tx) => {
    const [shop] = await tx.select().from(shopConfigs).where(eq(shopConfigs.id, shopConfigId));
    if (!shop || !staffMaySee(actor.scope, shop.organisationId)) {
      throw new NotFoundError('No shop config with this id');
    }
    const target = await linkTarget(tx, shop.organisationId, body.link);
    const [promo] = await tx
      .insert(shopPromos)
      .values({
        shopConfigId,
        translations: cleanTranslations(body.translations),
        linkProductId: target.productId,
        linkCategoryId: target.categoryId,
        validFrom: body.valid_from,
        validUntil: body.valid_until,
        active: body.active,
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .returning();
    if (!promo) throw new NotFoundError('No shop config with this id');
    await recordAudit(tx, {
      actorUserId: actor.actorUserId,
      organisationId: shop.organisationId,
      entity: 'shop_promo',
      entityId: promo.id,
      action: 'create',
      before: null,
      after: auditView(promo),
    });
    const [out] = await promosOut(tx, [{ promo, shop }], actor.language, utcDay(actor.now));
    if (!out) throw new NotFoundError('No promo with this id');
    return out;
  });
}

/** Locks a promo of the scope with its shop config, or answers 404. */
async function lockedPromo(tx: Db, scope: StaffScope, id: number) {
  const [found] = await tx
    .select({ promo: shopPromos, shop: shopConfigs })
    .from(shopPromos)
    .innerJoin(shopConfigs, eq(shopConfigs.id, shopPromos.shopConfigId))
    .where(eq(shopPromos.id, id))
    .for('update', { of: shopPromos });
  if (!found || !staffMaySee(scope, found.shop.organisationId)) {
    throw new NotFoundError('No promo with this id');
  }
  return found;
}

/** Changes a promo of the scope; the window is checked against the stored dates too. */
export async function updatePromo(
  db: Db,
  actor: Actor,
  id: number,
  body: ShopPromoPatch,
): Promise<BackofficeShopPromo> {
  return db.transaction(async (tx) => {
    const { promo: before, shop } = await lockedPromo(tx, actor.scope, id);
    const validFrom = body.valid_from === undefined ? before.validFrom : body.valid_from;
    const validUntil = body.valid_until === undefined ? before.validUntil : body.valid_until;
    if (validFrom !== null && validUntil !== null && validUntil < validFrom) {
      throw invalidField('valid_until', 'validation.end_before_start');
    }
    const values: Partial<typeof shopPromos.$inferInsert> = { validFrom, validUntil };
    if (body.translations !== undefined) {
      values.translations = cleanTranslations(body.translations);
    }
    if (body.link !== undefined) {
      const target = await linkTarget(tx, shop.organisationId, body.link);
      values.linkProductId = target.productId;
      values.linkCategoryId = target.categoryId;
    }
    if (body.active !== undefined) values.active = body.active;
    const diff = changedFields(auditView(before), auditView({ ...before, ...values }));
    let promo = before;
    if (Object.keys(diff.after).length > 0) {
      const [updated] = await tx
        .update(shopPromos)
        .set({ ...values, updatedAt: actor.now })
        .where(eq(shopPromos.id, id))
        .returning();
      if (!updated) throw new NotFoundError('No promo with this id');
      promo = updated;
      await recordAudit(tx, {
        actorUserId: actor.actorUserId,
        organisationId: shop.organisationId,
        entity: 'shop_promo',
        entityId: id,
        action: 'update',
        ...diff,
      });
    }
    const [out] = await promosOut(tx, [{ promo, shop }], actor.language, utcDay(actor.now));
    if (!out) throw new NotFoundError('No promo with this id');
    return out;
  });
}

/** Deletes a promo of the scope; the audit entry keeps what it was. */
export async function deletePromo(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { promo, shop } = await lockedPromo(tx, actor.scope, id);
    await tx.delete(shopPromos).where(eq(shopPromos.id, id));
    await recordAudit(tx, {
      actorUserId: actor.actorUserId,
      organisationId: shop.organisationId,
      entity: 'shop_promo',
      entityId: id,
      action: 'delete',
      before: auditView(promo),
      after: null,
    });
  });
}
