import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { products } from '../catalogue/index.js';

type ProductRow = typeof products.$inferSelect;

/** One requested line: product id (part number or ctn) and quantity. */
export interface RequestedLine {
  id: string;
  quantity: number;
}

/** Requested lines merged per product: one line per product, whichever identifiers named it. */
export interface ResolvedLine {
  /** The identifier the first line naming this product used (answers echo what was sent). */
  id: string;
  /** Sum of every line naming this product. */
  quantity: number;
  /** The product, or undefined when no product of the organisation has this identifier. */
  product: ProductRow | undefined;
}

/**
 * Resolves every requested line to the product's one key (its row id) before adding lines up, so a
 * product named twice under two of its identifiers (part number and ctn) counts once against its
 * stock and its per-order and per-year maxima (issue 10 item 11,
 * docs/decisions/160-api-one-product-key-per-line.md). A part number wins over another product's
 * ctn with the same text. Unknown identifiers stay lines of their own, merged by their text.
 *
 * With `lock`, the product rows are locked FOR UPDATE in ascending id order: the product step of
 * the one lock order every writer follows (docs/decisions/161-api-one-lock-order.md).
 */
export async function resolveLines(
  db: Db,
  organisationId: number,
  requested: readonly RequestedLine[],
  options: { lock: boolean },
): Promise<{ lines: ResolvedLine[]; rows: ProductRow[] }> {
  const ids = [...new Set(requested.map((line) => line.id))];
  const rows =
    ids.length === 0
      ? []
      : await (() => {
          const query = db
            .select()
            .from(products)
            .where(
              and(
                eq(products.organisationId, organisationId),
                or(inArray(products.partNo, ids), inArray(products.ctn, ids)),
              ),
            )
            .orderBy(asc(products.id));
          return options.lock ? query.for('update') : query;
        })();
  return { lines: mergeLines(requested, rows), rows };
}

/**
 * {@link resolveLines} on product rows already read (the organisation's products whose part
 * number or ctn is one of the requested identifiers).
 */
export function mergeLines(
  requested: readonly RequestedLine[],
  rows: readonly ProductRow[],
): ResolvedLine[] {
  const byPartNo = new Map(rows.map((row) => [row.partNo, row]));
  const byCtn = new Map<string, ProductRow>();
  for (const row of rows) if (!byCtn.has(row.ctn)) byCtn.set(row.ctn, row);

  const merged = new Map<string, ResolvedLine>();
  for (const line of requested) {
    const product = byPartNo.get(line.id) ?? byCtn.get(line.id);
    const key = product ? `product:${product.id}` : `unknown:${line.id}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { id: line.id, quantity: line.quantity, product });
  }
  return [...merged.values()];
}
