import { productSchema } from '@careshop/validation';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { serializeAs } from '../../platform/http/read-cache.js';
import { productView } from './product-view.js';
import { categories, productImages, products } from './schema.js';

/** Which catalogue answer: the organisation's products, named in one language, priced in one currency. */
export interface ProductListKey {
  organisationId: number;
  language: string;
  currency: string;
}

interface Fragment {
  /** Row versions (PostgreSQL `xmin`) of the product and its category the JSON was built from. */
  version: string;
  /** null: the row fails the product schema and is left out of the list (see render). */
  json: string | null;
}

// A row's xmin changes with every update of that row (stock taken by an order, a new price, a
// renamed category), in every process and for writes made straight in SQL, and it is read in the
// same snapshot as the row: a fragment stored under a version is exactly that row's answer.
// A staff photo (decision 248) is a row of its own: its version joins the product's.
const rowVersion = sql<string>`${products}.xmin::text || '/' || ${categories}.xmin::text || '/' || coalesce(${productImages}.xmin::text, '-')`;

/**
 * `GET /product` without rebuilding what did not change. Per request it reads only each product's
 * id and row version (no jsonb), rebuilds the JSON of the products whose version moved, and joins
 * the cached JSON fragments. Each fragment is the product encoded with validation's productSchema
 * and stringified, exactly as the response serializer would, so the answer is byte-identical to
 * the uncached one (docs/decisions/079-api-product-list-cache.md).
 */
export class ProductListCache {
  readonly #fragments = new Map<string, Fragment>();
  /** Fragments kept at most; past it the cache starts over (a bound, not a policy). */
  readonly #maxFragments: number;

  readonly #publicUrl: string;
  readonly #onInvalid: ((partNo: string, error: unknown) => void) | undefined;

  constructor(options: {
    publicUrl: string;
    maxFragments?: number;
    /** Sees a product left out because its stored data fails the product schema (logging). */
    onInvalid?: (partNo: string, error: unknown) => void;
  }) {
    this.#publicUrl = options.publicUrl;
    this.#onInvalid = options.onInvalid;
    this.#maxFragments = options.maxFragments ?? 50_000;
  }

  /** Number of cached product fragments (tests, diagnostics). */
  get size(): number {
    return this.#fragments.size;
  }

  /** The JSON array `GET /product` answers. */
  async render(db: Db, key: ProductListKey): Promise<string> {
    const versions = await db
      .select({ id: products.id, version: rowVersion })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(productImages, eq(productImages.productId, products.id))
      .where(eq(products.organisationId, key.organisationId))
      .orderBy(asc(products.id));
    const prefix = `${key.organisationId}|${key.language}|${key.currency}|`;
    const stale = versions.filter(
      (row) => this.#fragments.get(prefix + row.id)?.version !== row.version,
    );
    const fresh = new Map<number, string | null>();
    if (stale.length > 0) {
      if (this.#fragments.size + stale.length > this.#maxFragments) this.#fragments.clear();
      const rows = await db
        .select({
          product: products,
          category: categories,
          photo: {
            width: productImages.width,
            height: productImages.height,
            updatedAt: productImages.updatedAt,
          },
          version: rowVersion,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(productImages, eq(productImages.productId, products.id))
        .where(
          and(
            eq(products.organisationId, key.organisationId),
            inArray(
              products.id,
              stale.map((row) => row.id),
            ),
          ),
        );
      for (const row of rows) {
        const view = productView(
          row.product,
          row.category,
          key.language,
          key.currency,
          this.#publicUrl,
          row.photo,
        );
        // One product with bad stored data (issue 10 item 11: a negative stock) is left out and
        // logged; it must not turn the whole organisation's catalogue into a 500.
        let json: string | null = null;
        try {
          json = serializeAs(productSchema, view);
        } catch (error) {
          this.#onInvalid?.(row.product.partNo, error);
        }
        this.#fragments.set(prefix + row.product.id, { version: row.version, json });
        fresh.set(row.product.id, json);
      }
    }
    const parts: string[] = [];
    for (const row of versions) {
      // A product deleted between the two reads has no fragment: it is left out, as it would be
      // from a list read a moment later.
      const json = fresh.has(row.id)
        ? fresh.get(row.id)
        : this.#fragments.get(prefix + row.id)?.json;
      if (typeof json === 'string') parts.push(json);
    }
    return `[${parts.join(',')}]`;
  }
}
