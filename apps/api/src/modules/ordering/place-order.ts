import {
  calculateCartTotals,
  calculateIncludedVat,
  SHIPPING_RATES_CENTS,
  vatRateOf,
} from '@careshop/cart-engine';
import {
  type ApprovalRequest,
  approvalNeeded,
  countryCodeOf,
  DEFAULT_ADDRESS_KEY,
  type MemberLimit,
  type OrderCreateRequest,
  spendingPeriodBounds,
} from '@careshop/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rowFromJson } from '../../platform/db/json-row.js';
import { ForbiddenError } from '../../platform/http/errors.js';
import { mailTexts } from '../../platform/mail/templates.js';
import { products } from '../catalogue/index.js';
import { memberLimits, offices, organisations } from '../identity/index.js';
import { createApprovalRequest } from './approval-requests.js';
import { evaluateCoupon } from './coupon.js';
import { bundleComponents, type evaluateCart, judgeCart } from './evaluate-cart.js';
import { idempotencyClaim, runIdempotent } from './idempotency.js';
import { memberLimitOf } from './member-spending.js';
import { deliveryAddressForKey } from './office-addresses.js';
import { insufficientStock, refuseJudgedCart } from './order-refusals.js';
import {
  insertOrderRow,
  type KeyAnswer,
  type LastWrite,
  lockOffice,
  type NewOrderRow,
  readAfterLock,
  writeOrderLast,
} from './order-statements.js';
import { type OrderView, orderView } from './order-view.js';
import { MaintenanceError } from './ordering-open.js';
import { mergeLines } from './resolve-lines.js';
import type { orders, StoredAddress } from './schema.js';

/** Who places the order, for whom, and how to identify the attempt. */
export interface PlaceOrderInput {
  db: Db;
  now: Date;
  userId: number;
  /** The office ordered for (own office, or the office a rep chose). */
  officeId: number;
  /** The rep ordering on behalf of the office; the route's access check approved both licences. */
  repUserId: number | null;
  /**
   * The currency the order is placed in (decision 226, `orderCurrency`), read before the
   * transaction: a shop config's currency is not a limit the order must lock.
   */
  currency: string;
  idempotencyKey: string;
  body: OrderCreateRequest;
  /** Language of the line names in the answer (the ordering user's). */
  language: string;
  /** Where the order confirmation goes (the ordering user's e-mail address). */
  confirmationTo: string;
  /** Days an approval request waits for a decision (`APPROVAL_EXPIRY_DAYS`, decision 330). */
  approvalExpiryDays: number;
  /** The shop's base URL, for the approval request's link in the approvers' e-mails. */
  publicUrl: string;
}

/**
 * What the order call answers: 201 with the order, or 202 with the approval request a member's
 * order over their limit or threshold became (decision 330). A retry with the same key gets the
 * same status and body.
 */
export type PlacedOrder =
  | { statusCode: 201; body: OrderView; replayed: boolean }
  | { statusCode: 202; body: ApprovalRequest; replayed: boolean };

/**
 * Places one order in one transaction (ARCHITECTURE "Money, stock and limits"): the idempotency
 * key row is inserted first, so a concurrent retry with the same key waits on it and then sees
 * the committed answer; the office row is locked, which serialises that office's orders and so
 * its yearly order count and per-product yearly quotas; products are read without a lock, and
 * their stock is taken last by conditional updates in id order (decision 241), so stock is never
 * oversold and a hot product is locked only for the transaction's last statements. Any refused
 * rule rolls everything back, the key included, so a corrected retry may reuse it.
 *
 * Lock order (the same for every writer, docs/decisions/161-api-one-lock-order.md as amended by
 * 241): idempotency key, office row FOR UPDATE, the coupon row FOR UPDATE (decision 219), new rows
 * (order, lines, outbox), then the product rows' stock in ascending id. The confirmation e-mail is
 * written to the outbox in this transaction (docs/decisions/162-api-transactional-outbox.md).
 *
 * A member's order over their approval threshold or limit (decision 330) becomes an approval
 * request instead, in the same transaction after the same checks: answered 202, stored with the
 * key like an order, nothing taken from stock.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db, now, body } = input;
  const claim = idempotencyClaim({
    call: 'order',
    userId: input.userId,
    officeId: input.officeId,
    key: input.idempotencyKey,
    body,
    now,
  });
  return runIdempotent<OrderView | ApprovalRequest>(db, claim, async (tx) => {
    // Decision 330: a member's order over their approval threshold or over what is left of their
    // limit waits for an approver. Read after the office row lock, so two orders of one office
    // racing at the end of a limit are serialised and the second sees the first's spending. A
    // rep's order on the office's behalf is covered by no member's limit.
    const member = input.repUserId === null;
    const priced = await priceOrder(tx, input, { memberSpending: member });
    if (member) {
      const reason = approvalNeeded(
        priced.member?.limit ?? null,
        priced.member?.spentCents ?? 0,
        priced.totals.total,
      );
      if (reason) {
        const request = await createApprovalRequest(tx, {
          now,
          office: priced.office,
          userId: input.userId,
          reason,
          body,
          lines: requestedLines(priced.evaluation.lines, input.language),
          totals: priced.totals,
          currency: input.currency,
          expiryDays: input.approvalExpiryDays,
          publicUrl: input.publicUrl,
          language: input.language,
        });
        // Nothing is taken from stock and no order row exists until an approver places it.
        return { statusCode: 202, body: request };
      }
    }
    const placed = await insertOrder(tx, input, priced, { confirm: true });
    return { statusCode: 201, body: placed.order, last: placed.last };
  }) as Promise<PlacedOrder>;
}

/** An order's office, evaluated cart and totals once every organisation rule allowed it. */
export interface PricedOrder {
  office: typeof offices.$inferSelect;
  /** The id the order will have, drawn after the office lock (decision 356). */
  orderId: number;
  evaluation: Awaited<ReturnType<typeof evaluateCart>>;
  totals: ReturnType<typeof calculateCartTotals>;
  /**
   * With `memberSpending`: the ordering member's limit (undefined without one) and what they
   * spent this period, read after the office row lock.
   */
  member?: { limit: MemberLimit | null; spentCents: number } | undefined;
}

/** What {@link priceOrder} and {@link insertOrder} read of the order being placed. */
export type OrderInTransaction = Pick<
  PlaceOrderInput,
  'now' | 'userId' | 'officeId' | 'repUserId' | 'currency' | 'body' | 'language' | 'confirmationTo'
>;

/**
 * The checks of one order inside the caller's transaction: locks the office row, then checks
 * every organisation rule (ordering open, yearly order count, cart rules, each line, coupon) and
 * prices the cart. Shared by {@link placeOrder} and the approval of a request (approval-requests.ts),
 * which runs it again at the moment of the approval.
 */
export async function priceOrder(
  tx: Db,
  input: OrderInTransaction,
  options: { memberSpending?: boolean } = {},
): Promise<PricedOrder> {
  const { now, body } = input;
  const year = now.getUTCFullYear();
  const ids = [...new Set(body.lines.map((line) => line.id))];
  // Decision 350: one statement locks the office row and reads what the lock does not guard
  // (the organisation, whether ordering is paused, the member's limit, the products, which are
  // read without a lock: their stock is taken at the end with a conditional update, decision
  // 241), so a hot product is locked only for the last statement.
  const locked = await lockOffice(
    tx,
    input.officeId,
    options.memberSpending ? input.userId : null,
    ids,
  );
  if (!locked) throw new ForbiddenError('office_unknown', 'Unknown office');
  const office = rowFromJson(offices, locked.office);
  const organisation = rowFromJson(organisations, locked.organisation);
  if (locked.paused) throw new MaintenanceError();
  const productRows = locked.products.map((row) => rowFromJson(products, row));
  const limit = locked.member_limit
    ? memberLimitOf(rowFromJson(memberLimits, locked.member_limit))
    : null;
  const spendingCounts =
    limit !== null && (limit.limitCents !== null || limit.approvalThresholdCents !== null);

  // Read after the office row lock, in a statement of its own (so with the commits of the
  // office's orders before it): the yearly count, the yearly units of the products with a yearly
  // maximum, what the member spent this period (decision 330), and the order's id (decision 356).
  const counts = await readAfterLock(tx, {
    officeId: office.id,
    year,
    quotaProductIds: productRows.filter((row) => row.maxPerYear !== null).map((row) => row.id),
    spending:
      spendingCounts && limit
        ? { userId: input.userId, ...spendingPeriodBounds(limit.period, now) }
        : null,
  });
  const usedThisYear = new Map(
    Object.entries(counts.used ?? {}).map(([id, used]) => [Number(id), Number(used)]),
  );
  const evaluation = judgeCart({
    organisation,
    requested: mergeLines(body.lines, productRows),
    components: await bundleComponents(tx, office.organisationId, productRows),
    usedThisYear,
    ordersThisYear: counts.orders_used,
    now,
  });
  const member =
    limit === null
      ? undefined
      : { limit, spentCents: spendingCounts ? Number(counts.spent ?? 0) : 0 };
  refuseJudgedCart(evaluation);

  const discount = body.coupon_code
    ? (
        await evaluateCoupon(tx, office.organisationId, body.coupon_code, evaluation.lines, {
          now,
          lock: true,
        })
      ).discountCents
    : 0;
  const totals = calculateCartTotals({
    lines: evaluation.lines.map((line) => ({
      price_in_cents: line.price_in_cents,
      quantity: line.quantity,
    })),
    shipping: SHIPPING_RATES_CENTS[body.shipping_method],
    discount,
  });
  return {
    office,
    orderId: counts.order_id,
    evaluation,
    totals,
    ...(options.memberSpending ? { member } : {}),
  };
}

/** The priced lines an approval request keeps, named in the requester's language. */
function requestedLines(lines: PricedOrder['evaluation']['lines'], language: string) {
  return lines.map((line) => ({
    part_no: line.product?.partNo ?? line.id,
    name: line.product?.translations[language]?.name ?? line.product?.translations.en?.name ?? null,
    quantity: line.quantity,
    unit_price_cents: line.price_in_cents,
  }));
}

/**
 * Writes the order {@link priceOrder} allowed: the order row, its lines and (with `confirm`, for
 * an order not paid online) the confirmation e-mail in the outbox. `last` takes the stock: the
 * caller runs it as the transaction's last step (decision 241). Without `rowNow` the order row is
 * written by `last` too (decision 356: one round trip less); with it, now, for callers whose
 * later statements name the order.
 */
export async function insertOrder(
  tx: Db,
  input: OrderInTransaction,
  { office, orderId, evaluation, totals }: PricedOrder,
  options: { confirm: boolean; rowNow?: boolean },
): Promise<{ order: OrderView; last: (tx: Db, answer?: KeyAnswer) => Promise<void> }> {
  const { now, body } = input;
  // The office's own address (`default`, SPEC 3: derived from the company fields), an address of
  // its book (decision 246), or one typed in; the order keeps a copy of where it was sent.
  const address: StoredAddress =
    body.shipping_address ??
    (await deliveryAddressForKey(tx, office, body.address_key ?? DEFAULT_ADDRESS_KEY));
  const online = body.payment_method === 'creditcard' && totals.total > 0;
  const row: NewOrderRow = {
    id: orderId,
    office_id: office.id,
    user_id: input.userId,
    rep_user_id: input.repUserId,
    year: now.getUTCFullYear(),
    status: 'in_process',
    shipping_method: body.shipping_method,
    shipping_address: address,
    payment_method: body.payment_method,
    // Decision 237: a card order waits for its payment; an invoice or cash-on-delivery order
    // is paid outside the shop ("due"); an order with nothing to pay is settled.
    payment_status: online ? 'pending' : totals.total > 0 ? 'due' : 'completed',
    coupon_code: body.coupon_code ?? null,
    po_number: body.po_number ?? null,
    note: body.note || null,
    subtotal_cents: totals.subtotal,
    discount_cents: totals.discount,
    shipping_cents: totals.shipping,
    // Decision 233: prices include VAT; the order keeps the VAT its total includes at the
    // standard rate of the country it is delivered to.
    tax_cents: calculateIncludedVat({
      total: totals.total,
      rateBasisPoints: vatRateOf(countryCodeOf(address.country)),
    }).vat,
    total_cents: totals.total,
    currency: input.currency,
    created_at: now.toISOString(),
  };
  if (options.rowNow) await insertOrderRow(tx, row);

  const answer = orderView(
    storedOrder(row, now),
    evaluation.lines.map((line) => ({
      partNo: line.product?.partNo ?? line.id,
      quantity: line.quantity,
      unitPriceCents: line.price_in_cents,
      name:
        line.product?.translations[input.language]?.name ??
        line.product?.translations.en?.name ??
        null,
    })),
  );
  // The confirmation is written in the order's transaction: it exists exactly when the order
  // does, even if the process dies right after the commit (decision 162). A card order is
  // confirmed when its payment completes instead (decision 237, payments/payment-service.ts).
  const mail =
    options.confirm && !online
      ? {
          to: input.confirmationTo,
          kind: 'order_confirmation' as const,
          ...mailTexts.orderConfirmation(input.language, {
            id: answer.id,
            totalCents: answer.total,
            taxCents: answer.tax,
            currency: input.currency,
          }),
        }
      : undefined;
  // Last, after everything else the order writes: its row (unless written now), lines,
  // confirmation, the key's answer and the stock in one statement (decisions 350 and 356), so a
  // hot product's row is locked only for it and the commit.
  return {
    order: answer,
    last: (last, keyAnswer) =>
      writeLinesAndTakeStock(last, {
        order: options.rowNow ? undefined : row,
        orderId,
        lines: evaluation.lines,
        mail,
        answer: keyAnswer,
      }),
  };
}

/**
 * The order row as reading it back would give it: jsonb keeps an object's keys ordered by
 * length, then bytes, so the answer's address lists its fields as a later read of the order does.
 */
function storedOrder(row: NewOrderRow, createdAt: Date): typeof orders.$inferSelect {
  const address = JSON.parse(JSON.stringify(row.shipping_address)) as Record<string, unknown>;
  const keys = Object.keys(address).sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  return {
    id: row.id,
    officeId: row.office_id,
    userId: row.user_id,
    repUserId: row.rep_user_id,
    year: row.year,
    status: row.status,
    shippingMethod: row.shipping_method,
    shippingAddress: Object.fromEntries(
      keys.map((key) => [key, address[key]]),
    ) as unknown as StoredAddress,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    couponCode: row.coupon_code,
    poNumber: row.po_number,
    note: row.note,
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    shippingCents: row.shipping_cents,
    taxCents: row.tax_cents,
    totalCents: row.total_cents,
    currency: row.currency,
    createdAt,
    cancelledAt: null,
  };
}

type PricedLine = PricedOrder['evaluation']['lines'][number];

/**
 * The order's last statement (order-statements.ts): takes each line's quantity from its
 * product's stock (unlimited stock, `null`, is left alone) in ascending product id, only while
 * the stock still covers it, so stock sold by a concurrent order since the cart was evaluated is
 * never sold twice: the order is refused with `insufficient_stock` (the first short product by
 * id) and rolled back whole.
 */
async function writeLinesAndTakeStock(
  tx: Db,
  write: Omit<LastWrite, 'lines' | 'stock'> & { lines: readonly PricedLine[] },
): Promise<void> {
  const stocked = write.lines
    .filter((line) => line.product !== undefined && line.product.stock !== null)
    .sort((a, b) => (a.product?.id ?? 0) - (b.product?.id ?? 0));
  const taken = await writeOrderLast(tx, {
    ...write,
    lines: write.lines.map((line) => ({
      productId: line.product?.id ?? 0,
      partNo: line.product?.partNo ?? line.id,
      quantity: line.quantity,
      unitPriceCents: line.price_in_cents,
    })),
    stock: stocked.map((line) => ({ productId: line.product?.id ?? 0, quantity: line.quantity })),
  });
  const short = stocked.find((line) => !taken.has(line.product?.id ?? 0));
  if (!short) return;
  const [row] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, short.product?.id ?? 0));
  throw insufficientStock(short, row?.stock ?? 0);
}
