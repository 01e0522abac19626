import {
  type CartLineStatus,
  type CartProduct,
  type CartRuleViolation,
  checkCartRules,
  limitLine,
  toCartProduct,
} from '@careshop/cart-engine';
import { type CartLineReason, DEFAULT_STOCK } from '@careshop/validation';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { products } from '../catalogue/index.js';
import { organisations } from '../identity/index.js';
import { type RequestedLine, type ResolvedLine, resolveLines } from './resolve-lines.js';
import { ordersUsedInYear, productQuantitiesUsedInYear } from './yearly-usage.js';

export type { RequestedLine } from './resolve-lines.js';

type ProductRow = typeof products.$inferSelect;
type OrganisationRow = typeof organisations.$inferSelect;

/** The server's verdict on one line. */
export interface EvaluatedLine {
  id: string;
  requested: number;
  product: ProductRow | undefined;
  price_in_cents: number;
  /** Units the server can deliver now. */
  quantity: number;
  status: CartLineStatus;
  /** Units still allowed this year for the office; null without a yearly quota. */
  remaining_year_quota: number | null;
  /** Why the line cannot be ordered in full, when it cannot. */
  reason: LineReason | null;
}

/** Why a line is CAN_ORDER_PART or CANNOT_ORDER: validation's `cartLineReasons` (the wire contract). */
export type LineReason = CartLineReason;

/** Everything the cart check, coupon check and order need to know about a cart. */
export interface CartEvaluation {
  lines: EvaluatedLine[];
  organisation: OrganisationRow;
  /** Cart value cap in cents, -1 for none. */
  maxOrderValueCents: number;
  ordersThisYear: number;
  /** Orders the office may still place this year; null when the organisation sets no limit. */
  remainingOrdersThisYear: number | null;
  /** The cart-engine rules (cap, free-only, per-order maximum, bundles) on what was asked. */
  violations: CartRuleViolation[];
}

/** Options of {@link evaluateCart}. */
export interface EvaluateCartInput {
  db: Db;
  officeId: number;
  organisationId: number;
  lines: RequestedLine[];
  now: Date;
  /** Inside the order transaction: lock the product rows so stock cannot be sold twice. */
  lockProducts: boolean;
}

function isBundle(product: ProductRow): boolean {
  return product.bundleItems !== null && product.bundleItems.length > 0;
}

function blockedReason(product: ProductRow, today: string): LineReason | null {
  if (product.availability === 'not_online') return 'not_available_online';
  if (product.availability === 'download_only') return 'download_only';
  if (product.availability === 'available_on' && (product.availableFrom ?? '9999') > today) {
    return 'not_available_yet';
  }
  return null;
}

/**
 * Prices a cart with the server's data and limits: stock, availability, per-order and per-year
 * maximum per product, bundle completeness, the organisation's cart cap and yearly order count.
 * Quotas and counts are per customer office and calendar year (UTC) of the order's creation.
 */
export async function evaluateCart(input: EvaluateCartInput): Promise<CartEvaluation> {
  const { db, officeId, organisationId, now } = input;
  const year = now.getUTCFullYear();

  const [organisation] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) throw new Error(`organisation ${organisationId} missing`);

  // One line per product, whichever of its identifiers named it; locked in id order when ordering.
  const { lines: requested, rows: productRows } = await resolveLines(
    db,
    organisationId,
    input.lines,
    { lock: input.lockProducts },
  );
  const components = await bundleComponents(db, organisationId, productRows);

  // The same counts the back office shows (cancelled orders count no more, decision 220).
  const usedThisYear = await productQuantitiesUsedInYear(
    db,
    officeId,
    year,
    productRows.map((row) => row.id),
  );
  const ordersThisYear = await ordersUsedInYear(db, officeId, year);
  return judgeCart({ organisation, requested, components, usedThisYear, ordersThisYear, now });
}

/** The products the bundles among `productRows` are made of (none without a bundle). */
export async function bundleComponents(
  db: Db,
  organisationId: number,
  productRows: readonly ProductRow[],
): Promise<ProductRow[]> {
  const componentParts = productRows.flatMap((row) => row.bundleItems?.map((i) => i.part_no) ?? []);
  if (componentParts.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(
      and(eq(products.organisationId, organisationId), inArray(products.partNo, componentParts)),
    );
}

/** What {@link judgeCart} weighs a cart with, however it was read. */
export interface CartFacts {
  organisation: OrganisationRow;
  /** The requested lines, one per product ({@link resolveLines}). */
  requested: ResolvedLine[];
  /** The components of the bundles among the products ({@link bundleComponents}). */
  components: readonly ProductRow[];
  /**
   * Units of each product the office ordered this year; needed for the products with a yearly
   * maximum only (a product missing here counts as none ordered).
   */
  usedThisYear: ReadonlyMap<number, number>;
  /** Orders of the office this year that count against its yearly maximum. */
  ordersThisYear: number;
  now: Date;
}

/**
 * The verdict on a cart from the server's data ({@link evaluateCart}'s rules without its reads):
 * shared with the order, which reads the same facts in fewer statements (decision 350).
 */
export function judgeCart(facts: CartFacts): CartEvaluation {
  const { organisation, requested, components, usedThisYear, ordersThisYear, now } = facts;
  const today = now.toISOString().slice(0, 10);
  const componentByPart = new Map(components.map((row) => [row.partNo, row]));

  const lines = requested.map((line): EvaluatedLine => {
    const { product } = line;
    if (!product) {
      return {
        id: line.id,
        requested: line.quantity,
        product: undefined,
        price_in_cents: 0,
        quantity: 0,
        status: 'CANNOT_ORDER',
        remaining_year_quota: null,
        reason: 'unknown_product',
      };
    }
    const used = usedThisYear.get(product.id) ?? 0;
    const remainingYear =
      product.maxPerYear === null ? null : Math.max(product.maxPerYear - used, 0);
    const base = {
      id: line.id,
      requested: line.quantity,
      product,
      price_in_cents: product.priceCents,
      remaining_year_quota: remainingYear,
    };
    let reason = blockedReason(product, today);
    if (!reason && isBundle(product)) {
      const complete = (product.bundleItems ?? []).every((item) => {
        const component = componentByPart.get(item.part_no);
        return component !== undefined && blockedReason(component, today) === null;
      });
      if (!complete) reason = 'incomplete_bundle';
    }
    if (reason) return { ...base, quantity: 0, status: 'CANNOT_ORDER', reason };

    // cart-engine's one line-limit rule, shared with Zoom! orders (decision 155).
    const { orderable: quantity, reason: partReason } = limitLine({
      requested: line.quantity,
      stock: product.stock ?? DEFAULT_STOCK,
      maxPerOrder: product.maxPerOrder,
      remainingThisYear: remainingYear,
    });
    const status: CartLineStatus =
      quantity === 0
        ? 'CANNOT_ORDER'
        : quantity < line.quantity
          ? 'CAN_ORDER_PART'
          : 'CAN_ORDER_ALL';
    return { ...base, quantity, status, reason: partReason };
  });

  // The cart-engine rules run on the cart as asked, with the server's prices and limits.
  const cart: CartProduct[] = lines.map((line) => {
    const product = line.product;
    const cartLine = toCartProduct(
      {
        id: line.id,
        price_in_cents: line.price_in_cents,
        max_order_amount: product?.maxPerOrder ?? null,
        active_bundle: product ? isBundle(product) : false,
      },
      line.requested,
    );
    return { ...cartLine, status: line.status };
  });
  const maxOrderValueCents = organisation.maxOrderAmountCents;
  const violations = checkCartRules({ max: maxOrderValueCents, products: cart });

  return {
    lines,
    organisation,
    maxOrderValueCents,
    ordersThisYear,
    remainingOrdersThisYear: Math.max(organisation.maxOrderCountYear - ordersThisYear, 0),
    violations,
  };
}

/** `year` of an order created at `now`: the unit of yearly counts and quotas. */
export function orderYear(now: Date): number {
  return now.getUTCFullYear();
}
