/** Why a line can be ordered in part or not at all because of a quantity limit. */
export type LineLimitReason =
  | 'out_of_stock'
  | 'insufficient_stock'
  | 'max_product_amount_reached'
  | 'max_product_year_reached';

/** The quantity limits of one product for one order line. */
export interface LineLimitsInput {
  /** Units asked for. */
  requested: number;
  /** Units in stock (the caller resolves an unknown stock to its default). */
  stock: number;
  /** The product's maximum per order; null for none. */
  maxPerOrder: number | null;
  /** Units the office may still order this year; null or absent without a yearly quota. */
  remainingThisYear?: number | null;
}

/** What {@link limitLine} answers: the orderable quantity and the limit that bound it. */
export interface LineLimitsResult {
  /** Units that can be ordered now, 0 to `requested`. */
  orderable: number;
  /** The tightest limit below `requested`; null when the whole line can be ordered. */
  reason: LineLimitReason | null;
}

/**
 * The one rule for the quantity limits of an order line (decision 155), used by shop orders (cart
 * check and order) and Zoom! Delivered orders alike: stock, then the per-order maximum, then the
 * yearly quota; the orderable quantity is the lowest of them, and the reason names the limit that
 * set it (the last one to lower it, so the tightest).
 */
export function limitLine(input: LineLimitsInput): LineLimitsResult {
  const limits: [number | null | undefined, LineLimitReason][] = [
    [Math.max(input.stock, 0), input.stock <= 0 ? 'out_of_stock' : 'insufficient_stock'],
    [input.maxPerOrder, 'max_product_amount_reached'],
    [input.remainingThisYear, 'max_product_year_reached'],
  ];
  let orderable = input.requested;
  let reason: LineLimitReason | null = null;
  for (const [limit, why] of limits) {
    if (limit !== null && limit !== undefined && limit < orderable) {
      orderable = Math.max(limit, 0);
      reason = why;
    }
  }
  return { orderable, reason };
}
