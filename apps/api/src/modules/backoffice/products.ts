import type {
  BackofficeProduct,
  BackofficeProductPatch,
  BackofficeProductQuery,
  ProductAvailabilityState,
} from '@careshop/validation';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { ConflictError, NotFoundError } from '../../platform/http/errors.js';
import { invalidField } from '../../platform/http/request-validation.js';
import { categories, productImages, productLeaflets, products } from '../catalogue/index.js';
import { changedFields, recordAudit } from './audit.js';
import { inStaffScope, type StaffScope, staffMaySee } from './scope.js';

/** Below this stock an orderable product is "low stock" (the shop's rule, decision 105). */
export const LOW_STOCK_THRESHOLD = 10;

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/**
 * The SPEC 4 state of a product row on `today`, in SQL (the filter) and in TypeScript (the answer),
 * most restrictive first like the shop's `productAvailability`: not online, download only,
 * available again on a later date, out of stock, low stock, in stock (unknown stock = 99).
 */
function stateCondition(state: ProductAvailabilityState, today: string): SQL {
  const orderable = sql`(${products.availability} = 'available' or (${products.availability} = 'available_on' and coalesce(${products.availableFrom}, '9999-12-31') <= ${today}))`;
  switch (state) {
    case 'not_online':
      return sql`${products.availability} = 'not_online'`;
    case 'download_only':
      return sql`${products.availability} = 'download_only'`;
    case 'available_on':
      return sql`(${products.availability} = 'available_on' and coalesce(${products.availableFrom}, '9999-12-31') > ${today})`;
    case 'out_of_stock':
      return sql`(${orderable} and ${products.stock} <= 0)`;
    case 'low_stock':
      return sql`(${orderable} and ${products.stock} > 0 and ${products.stock} < ${LOW_STOCK_THRESHOLD})`;
    case 'in_stock':
      return sql`(${orderable} and (${products.stock} is null or ${products.stock} >= ${LOW_STOCK_THRESHOLD}))`;
  }
}

export function availabilityState(row: ProductRow, today: string): ProductAvailabilityState {
  if (row.availability === 'not_online') return 'not_online';
  if (row.availability === 'download_only') return 'download_only';
  if (row.availability === 'available_on' && (row.availableFrom ?? '9999-12-31') > today) {
    return 'available_on';
  }
  if (row.stock === null) return 'in_stock';
  if (row.stock <= 0) return 'out_of_stock';
  return row.stock < LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

/** The public address of a product's photo, versioned by its last change (decision 223). */
export function productImageUrl(partNo: string, updatedAt: Date): string {
  return `/api/content/product-images/${encodeURIComponent(partNo)}.webp?w=800&v=${updatedAt.getTime()}`;
}

/**
 * The shop's leaflet address of a product (decision 225), versioned by the uploaded file's hash so
 * a replaced leaflet is never hidden by a cached one.
 */
export function productLeafletUrl(partNo: string, sha256: string): string {
  return `/api/content/leaflets/${encodeURIComponent(partNo)}.pdf?v=${sha256.slice(0, 16)}`;
}

/** What a product's uploaded leaflet is, without its bytes. */
export interface LeafletMeta {
  fileName: string;
  size: number;
  pages: number;
  sha256: string;
  updatedAt: Date;
}

/** The product's files the back office shows: when its photo changed, its uploaded leaflet. */
export interface ProductFiles {
  imageUpdatedAt: Date | null;
  leaflet: LeafletMeta | null;
}

const noFiles: ProductFiles = { imageUpdatedAt: null, leaflet: null };

/** The columns of {@link LeafletMeta} (never the PDF itself). */
export const leafletMetaColumns = {
  fileName: productLeaflets.fileName,
  size: productLeaflets.size,
  pages: productLeaflets.pages,
  sha256: productLeaflets.sha256,
  updatedAt: productLeaflets.updatedAt,
};

export function productOut(
  row: ProductRow,
  category: Pick<CategoryRow, 'id' | 'key'>,
  today: string,
  { imageUpdatedAt, leaflet }: ProductFiles = noFiles,
): BackofficeProduct {
  return {
    id: row.id,
    organisation_id: row.organisationId,
    part_no: row.partNo,
    ctn: row.ctn,
    sku: row.sku,
    category: { id: category.id, key: category.key },
    price_in_cents: row.priceCents,
    stock: row.stock,
    availability: row.availability,
    available_from: row.availableFrom,
    availability_state: availabilityState(row, today),
    max_per_order: row.maxPerOrder,
    max_per_year: row.maxPerYear,
    is_promo: row.isPromo,
    is_discounted: row.isDiscounted,
    bundle_items: row.bundleItems,
    translations: row.translations as BackofficeProduct['translations'],
    leaflet: row.leaflet,
    filters: row.filters,
    has_image: imageUpdatedAt !== null,
    image_url: imageUpdatedAt ? productImageUrl(row.partNo, imageUpdatedAt) : null,
    leaflet_file: leaflet
      ? {
          file_name: leaflet.fileName,
          size: leaflet.size,
          pages: leaflet.pages,
          uploaded_at: leaflet.updatedAt.toISOString(),
          url: productLeafletUrl(row.partNo, leaflet.sha256),
        }
      : null,
  };
}

export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** One page of the scope's products, filtered, by part number. */
export async function listProducts(
  db: Db,
  scope: StaffScope,
  query: BackofficeProductQuery,
  now: Date,
) {
  const today = todayOf(now);
  const conditions: (SQL | undefined)[] = [inStaffScope(scope, products.organisationId)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(products.partNo, pattern),
        ilike(products.ctn, pattern),
        ilike(products.sku, pattern),
        sql`exists (select 1 from jsonb_each(${products.translations}) as t(language, text) where t.text ->> 'name' ilike ${pattern})`,
      ),
    );
  }
  if (query.category) conditions.push(eq(categories.key, query.category));
  if (query.availability) conditions.push(stateCondition(query.availability, today));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  const rows = await db
    .select({
      product: products,
      category: { id: categories.id, key: categories.key },
      imageUpdatedAt: productImages.updatedAt,
      leaflet: leafletMetaColumns,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productImages, eq(productImages.productId, products.id))
    .leftJoin(productLeaflets, eq(productLeaflets.productId, products.id))
    .where(where)
    .orderBy(asc(products.partNo), asc(products.id))
    .limit(query.rows_per_page)
    .offset((query.page - 1) * query.rows_per_page);
  return {
    items: rows.map((row) => productOut(row.product, row.category, today, row)),
    page: query.page,
    rows_per_page: query.rows_per_page,
    total: total?.n ?? 0,
  };
}

export async function findProduct(db: Db, scope: StaffScope, id: number, lock: boolean) {
  const select = db
    .select({ product: products, category: { id: categories.id, key: categories.key } })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  const [row] = await (lock ? select.for('update', { of: products }) : select);
  // Another organisation's product answers like a missing one (decision 218).
  if (!row || !staffMaySee(scope, row.product.organisationId)) {
    throw new NotFoundError('No product with this id');
  }
  return row;
}

/** The product's photo date and uploaded leaflet, as they are now (in `db`'s transaction). */
export async function productFilesOf(db: Db, productId: number): Promise<ProductFiles> {
  // One after the other: inside a transaction both run on its one connection anyway.
  const [image] = await db
    .select({ updatedAt: productImages.updatedAt })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const [leaflet] = await db
    .select(leafletMetaColumns)
    .from(productLeaflets)
    .where(eq(productLeaflets.productId, productId));
  return { imageUpdatedAt: image?.updatedAt ?? null, leaflet: leaflet ?? null };
}

/**
 * Changes one of the scope's products' files (photo, leaflet) in one transaction: the product is
 * locked (404 outside the scope), `change` writes the file and its audit entry and may answer the
 * changed product row; the answer is the product with its files as they are now.
 */
export async function changeProductFile(
  db: Db,
  scope: StaffScope,
  id: number,
  now: Date,
  change: (tx: Db, product: ProductRow) => Promise<ProductRow | undefined>,
): Promise<BackofficeProduct> {
  return db.transaction(async (tx) => {
    const { product, category } = await findProduct(tx, scope, id, true);
    const after = (await change(tx, product)) ?? product;
    return productOut(after, category, todayOf(now), await productFilesOf(tx, id));
  });
}

/** One product of the scope (404 otherwise). */
export async function getProduct(db: Db, scope: StaffScope, id: number, now: Date) {
  const row = await findProduct(db, scope, id, false);
  return productOut(row.product, row.category, todayOf(now), await productFilesOf(db, id));
}

/** The fields the audit records for a product (the row as the back office shows it). */
function auditedFields(row: ProductRow, categoryKey: string): Record<string, unknown> {
  return {
    price_in_cents: row.priceCents,
    stock: row.stock,
    availability: row.availability,
    available_from: row.availableFrom,
    max_per_order: row.maxPerOrder,
    max_per_year: row.maxPerYear,
    translations: row.translations,
    category: categoryKey,
    bundle_items: row.bundleItems,
    leaflet: row.leaflet,
    is_promo: row.isPromo,
    is_discounted: row.isDiscounted,
  };
}

/**
 * Applies a staff change to a product in one transaction with its audit entry. The stock is
 * changed by one statement on the row (`stock = stock + delta where stock + delta >= 0`, or a
 * set), so it composes with concurrent orders that decrement the same row: neither overwrites the
 * other (decision 218). A delta that would go below zero changes nothing and answers 409 naming
 * `stock`; so does a delta on an unknown stock (null: there is nothing to add to).
 */
export async function patchProduct(
  db: Db,
  scope: StaffScope,
  actorUserId: number,
  id: number,
  body: BackofficeProductPatch,
  now: Date,
): Promise<BackofficeProduct> {
  return db.transaction(async (tx) => {
    // The row is locked so `before` is what the change replaces (the audit). Orders lock their
    // office and then their product rows; staff lock one product row only, so no lock cycle.
    const { product: before, category: beforeCategory } = await findProduct(tx, scope, id, true);
    let category = beforeCategory;
    if (body.category_id !== undefined && body.category_id !== before.categoryId) {
      const [found] = await tx
        .select({
          id: categories.id,
          key: categories.key,
          organisationId: categories.organisationId,
        })
        .from(categories)
        .where(eq(categories.id, body.category_id));
      if (!found || found.organisationId !== before.organisationId) {
        throw invalidField('category_id', 'validation.invalid_value');
      }
      category = { id: found.id, key: found.key };
    }
    if (body.bundle_items) {
      const partNos = body.bundle_items.map((item) => item.part_no);
      const known = await tx
        .select({ partNo: products.partNo })
        .from(products)
        .where(
          and(
            eq(products.organisationId, before.organisationId),
            inArray(products.partNo, partNos),
          ),
        );
      const knownSet = new Set(known.map((row) => row.partNo));
      const seen = new Set<string>();
      for (const [index, item] of body.bundle_items.entries()) {
        // A bundle holds other products of its organisation, each once.
        if (
          !knownSet.has(item.part_no) ||
          item.part_no === before.partNo ||
          seen.has(item.part_no)
        ) {
          throw invalidField(`bundle_items.${index}.part_no`, 'validation.invalid_value');
        }
        seen.add(item.part_no);
      }
    }
    const availability = body.availability ?? before.availability;
    const availableFrom =
      body.available_from !== undefined ? body.available_from : before.availableFrom;
    if (availability === 'available_on' && !availableFrom) {
      throw invalidField('available_from', 'validation.required');
    }

    const values: Partial<typeof products.$inferInsert> = {};
    if (body.price_in_cents !== undefined) values.priceCents = body.price_in_cents;
    if (body.max_per_order !== undefined) values.maxPerOrder = body.max_per_order;
    if (body.max_per_year !== undefined) values.maxPerYear = body.max_per_year;
    if (body.availability !== undefined) values.availability = body.availability;
    if (body.available_from !== undefined) values.availableFrom = body.available_from;
    if (body.category_id !== undefined) values.categoryId = body.category_id;
    if (body.bundle_items !== undefined) values.bundleItems = body.bundle_items;
    if (body.leaflet !== undefined) values.leaflet = body.leaflet;
    if (body.is_promo !== undefined) values.isPromo = body.is_promo;
    if (body.is_discounted !== undefined) values.isDiscounted = body.is_discounted;
    if (body.translations !== undefined) {
      const merged = { ...before.translations };
      for (const [language, text] of Object.entries(body.translations)) {
        if (!text) continue;
        merged[language] = text.description
          ? { name: text.name, description: text.description }
          : { name: text.name };
      }
      values.translations = merged;
    }
    if (body.stock !== undefined) values.stock = body.stock;

    let after = before;
    if (body.stock_delta !== undefined) {
      // The one atomic stock statement; the other fields ride along in the same UPDATE.
      const [updated] = await tx
        .update(products)
        .set({ ...values, stock: sql`${products.stock} + ${body.stock_delta}` })
        .where(and(eq(products.id, id), sql`${products.stock} + ${body.stock_delta} >= 0`))
        .returning();
      if (!updated) {
        const [current] = await tx
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, id));
        throw new ConflictError(
          'insufficient_stock',
          current?.stock === null
            ? 'The stock is unknown; set it before adding to it'
            : 'The stock cannot go below 0',
          { field: 'stock', stock: current?.stock ?? null, stock_delta: body.stock_delta },
        );
      }
      after = updated;
    } else if (Object.keys(values).length > 0) {
      const [updated] = await tx
        .update(products)
        .set(values)
        .where(eq(products.id, id))
        .returning();
      if (!updated) throw new NotFoundError('No product with this id');
      after = updated;
    }

    const diff = changedFields(
      auditedFields(before, beforeCategory.key),
      auditedFields(after, category.key),
    );
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, {
        actorUserId,
        organisationId: before.organisationId,
        entity: 'product',
        entityId: id,
        action: body.stock_delta !== undefined ? 'stock_delta' : 'update',
        before: diff.before,
        after:
          body.stock_delta !== undefined
            ? { ...diff.after, stock_delta: body.stock_delta }
            : diff.after,
      });
    }
    return productOut(after, category, todayOf(now), await productFilesOf(tx, id));
  });
}
