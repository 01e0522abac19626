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
} from '@careshop/validation';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rowFromJson, rowsOf } from '../../platform/db/json-row.js';
import { ForbiddenError, RuleViolationError } from '../../platform/http/errors.js';
import { outbox } from '../../platform/mail/schema.js';
import { mailTexts } from '../../platform/mail/templates.js';
import { products } from '../catalogue/index.js';
import { memberLimits, offices, organisations } from '../identity/index.js';
import { createApprovalRequest } from './approval-requests.js';
import { evaluateCoupon } from './coupon.js';
import { bundleComponents, type evaluateCart, judgeCart } from './evaluate-cart.js';
import { idempotencyClaim, runIdempotent } from './idempotency.js';
import { memberLimitOf, spendingOrders } from './member-spending.js';
import { deliveryAddressForKey } from './office-addresses.js';
import { type OrderView, orderView } from './order-view.js';
import { MaintenanceError } from './ordering-open.js';
import { mergeLines } from './resolve-lines.js';
import { orderLines, orders, type StoredAddress } from './schema.js';
import { countedOrders } from './yearly-usage.js';

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
  const [locked] = rowsOf<{
    office: Record<string, unknown>;
    organisation: Record<string, unknown>;
    paused: boolean;
    member_limit: Record<string, unknown> | null;
    products: Record<string, unknown>[];
  }>(
    await tx.execute(sql`select to_jsonb(o) as office, to_jsonb(g) as organisation,
  (g.maintenance_mode or exists (select 1 from shop_configs s
    where s.organisation_id = g.id and s.maintenance_mode)) as paused,
  ${options.memberSpending ? sql`(select to_jsonb(m) from member_limits m where m.user_id = ${input.userId})` : sql`null::jsonb`} as member_limit,
  (select coalesce(jsonb_agg(to_jsonb(p) order by p.id), '[]'::jsonb) from products p
    where p.organisation_id = o.organisation_id
      and (p.part_no = any(${sql.param(ids)}::text[]) or p.ctn = any(${sql.param(ids)}::text[]))) as products
from offices o join organisations g on g.id = o.organisation_id
where o.id = ${input.officeId}
for update of o`),
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

  // Read after the office row lock, in a statement of their own (so with the commits of the
  // office's orders before it): the yearly count, the yearly units of the products with a yearly
  // maximum, and what the member spent this period (decision 330).
  const quotaIds = productRows.filter((row) => row.maxPerYear !== null).map((row) => row.id);
  const [counts] = rowsOf<{
    orders_used: number;
    used: Record<string, number> | null;
    spent: string | number | null;
  }>(
    await tx.execute(sql`select
  (select count(*) from ${orders} where ${countedOrders(office.id, year)})::int as orders_used,
  ${
    quotaIds.length > 0
      ? sql`(select jsonb_object_agg(u.product_id, u.used) from (
    select ${orderLines.productId} as product_id, sum(${orderLines.quantity})::int as used
    from ${orderLines} inner join ${orders} on ${orders.id} = ${orderLines.orderId}
    where ${countedOrders(office.id, year)} and ${orderLines.productId} = any(${sql.param(quotaIds)}::int[])
    group by ${orderLines.productId}) u)`
      : sql`null::jsonb`
  } as used,
  ${
    spendingCounts && limit
      ? sql`(select coalesce(sum(${orders.totalCents}), 0) from ${orders}
    where ${spendingOrders(eq(orders.userId, input.userId), limit.period, now)})`
      : sql`null::bigint`
  } as spent`),
  );
  const usedThisYear = new Map(
    Object.entries(counts?.used ?? {}).map(([id, used]) => [Number(id), Number(used)]),
  );
  const evaluation = judgeCart({
    organisation,
    requested: mergeLines(body.lines, productRows),
    components: await bundleComponents(tx, office.organisationId, productRows),
    usedThisYear,
    ordersThisYear: counts?.orders_used ?? 0,
    now,
  });
  const member =
    limit === null
      ? undefined
      : { limit, spentCents: spendingCounts ? Number(counts?.spent ?? 0) : 0 };
  if (evaluation.remainingOrdersThisYear === 0) {
    throw new RuleViolationError(
      'max_orders_exceeded',
      'The yearly maximum of orders is reached; a new order can be placed next year',
      { max_order_count_year: evaluation.organisation.maxOrderCountYear },
    );
  }
  // Cart-wide rules first (empty, free only, value cap), then each short line with its own
  // reason, then whatever the cart engine still refuses.
  const cartWide = evaluation.violations.filter((v) => cartWideCodes.has(v.code));
  const short = evaluation.lines.filter((line) => line.status !== 'CAN_ORDER_ALL');
  const rest = evaluation.violations.filter((v) => !cartWideCodes.has(v.code));
  if (cartWide.length > 0 || (short.length === 0 && rest.length > 0)) {
    const first = cartWide[0] ?? rest[0];
    throw new RuleViolationError(first?.code ?? 'cart_invalid', cartRuleMessage(first?.code), {
      violations: evaluation.violations,
    });
  }
  if (short.length > 0) {
    const reason = short[0]?.reason ?? 'cannot_order';
    throw new RuleViolationError(reason, lineReasonMessage(reason), {
      lines: short.map((line) => ({
        id: line.id,
        requested: line.requested,
        orderable: line.quantity,
        status: line.status,
        reason: line.reason,
      })),
    });
  }

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
  return { office, evaluation, totals, ...(options.memberSpending ? { member } : {}) };
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
 * caller runs it as the transaction's last step (decision 241).
 */
export async function insertOrder(
  tx: Db,
  input: OrderInTransaction,
  { office, evaluation, totals }: PricedOrder,
  options: { confirm: boolean },
): Promise<{ order: OrderView; last: (tx: Db, alongside?: SQL) => Promise<void> }> {
  const { now, body } = input;
  // The office's own address (`default`, SPEC 3: derived from the company fields), an address of
  // its book (decision 246), or one typed in; the order keeps a copy of where it was sent.
  const address: StoredAddress =
    body.shipping_address ??
    (await deliveryAddressForKey(tx, office, body.address_key ?? DEFAULT_ADDRESS_KEY));
  const online = body.payment_method === 'creditcard' && totals.total > 0;
  const [order] = await tx
    .insert(orders)
    .values({
      officeId: office.id,
      userId: input.userId,
      repUserId: input.repUserId,
      year: now.getUTCFullYear(),
      status: 'in_process',
      shippingMethod: body.shipping_method,
      shippingAddress: address,
      paymentMethod: body.payment_method,
      // Decision 237: a card order waits for its payment; an invoice or cash-on-delivery order
      // is paid outside the shop ("due"); an order with nothing to pay is settled.
      paymentStatus: online ? 'pending' : totals.total > 0 ? 'due' : 'completed',
      couponCode: body.coupon_code ?? null,
      poNumber: body.po_number ?? null,
      note: body.note || null,
      subtotalCents: totals.subtotal,
      discountCents: totals.discount,
      shippingCents: totals.shipping,
      // Decision 233: prices include VAT; the order keeps the VAT its total includes at the
      // standard rate of the country it is delivered to.
      taxCents: calculateIncludedVat({
        total: totals.total,
        rateBasisPoints: vatRateOf(countryCodeOf(address.country)),
      }).vat,
      totalCents: totals.total,
      currency: input.currency,
      createdAt: now,
    })
    .returning();
  if (!order) throw new Error('order not created');

  const answer = orderView(
    order,
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
  // Last, after the key's answer is stored: the order's lines, its confirmation and the stock in
  // one statement (decision 350), so a hot product's row is locked only for it and the commit.
  return {
    order: answer,
    last: (last, alongside) =>
      writeLinesAndTakeStock(last, order.id, evaluation.lines, mail, alongside),
  };
}

type PricedLine = PricedOrder['evaluation']['lines'][number];

/**
 * One statement (decision 350): inserts the order's lines and (when given) its confirmation
 * e-mail into the outbox, runs `alongside` (the idempotency key's answer), and takes each line's
 * quantity from its product's stock (unlimited stock, `null`, is left alone). The product rows are
 * locked in ascending id, the product step of the one lock order (decision 161, amended by 241),
 * and each is taken only while its stock still covers the quantity, so stock sold by a concurrent
 * order since the cart was evaluated is never sold twice: the order is refused with
 * `insufficient_stock` (the first short product by id) and rolled back whole.
 */
async function writeLinesAndTakeStock(
  tx: Db,
  orderId: number,
  lines: readonly PricedLine[],
  mail: { to: string; kind: string; subject: string; text: string; html?: string } | undefined,
  alongside: SQL | undefined,
): Promise<void> {
  const stocked = lines
    .filter((line) => line.product !== undefined && line.product.stock !== null)
    .sort((a, b) => (a.product?.id ?? 0) - (b.product?.id ?? 0));
  const ctes: SQL[] = [
    sql`new_lines as (insert into ${orderLines} (order_id, product_id, part_no, quantity, unit_price_cents, line_total_cents)
  select ${orderId}, l.product_id, l.part_no, l.quantity, l.unit_price_cents, l.quantity * l.unit_price_cents
  from unnest(${sql.param(lines.map((line) => line.product?.id ?? 0))}::int[],
    ${sql.param(lines.map((line) => line.product?.partNo ?? line.id))}::text[],
    ${sql.param(lines.map((line) => line.quantity))}::int[],
    ${sql.param(lines.map((line) => line.price_in_cents))}::int[])
    as l(product_id, part_no, quantity, unit_price_cents))`,
  ];
  if (mail) {
    ctes.push(sql`new_mail as (insert into ${outbox} ("to", subject, text, html, kind)
  values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null}::text, ${mail.kind}))`);
  }
  if (alongside) ctes.push(sql`alongside as (${alongside})`);
  const ids = stocked.map((line) => line.product?.id ?? 0);
  if (stocked.length > 0) {
    ctes.push(
      sql`wanted as materialized (select p.id, w.quantity from ${products} p
  join unnest(${sql.param(ids)}::int[], ${sql.param(stocked.map((line) => line.quantity))}::int[])
    as w(id, quantity) on w.id = p.id
  order by p.id for no key update of p)`,
      sql`taken as (update ${products} p set stock = p.stock - w.quantity from wanted w
  where p.id = w.id and p.stock >= w.quantity returning p.id)`,
    );
  }
  const result = await tx.execute(
    sql`with ${sql.join(ctes, sql`, `)} ${stocked.length > 0 ? sql`select id from taken` : sql`select 1 as id where false`}`,
  );
  const taken = new Set(rowsOf<{ id: number }>(result).map((row) => row.id));
  const short = stocked.find((line) => !taken.has(line.product?.id ?? 0));
  if (!short) return;
  const [row] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, short.product?.id ?? 0));
  const left = row?.stock ?? 0;
  throw new RuleViolationError('insufficient_stock', lineReasonMessage('insufficient_stock'), {
    lines: [
      {
        id: short.id,
        requested: short.quantity,
        orderable: Math.max(0, left),
        status: left > 0 ? 'CAN_ORDER_PART' : 'CANNOT_ORDER',
        reason: 'insufficient_stock',
      },
    ],
  });
}

const cartWideCodes = new Set<string>([
  'empty_cart',
  'free_products_only',
  'max_order_price_reached',
]);

function cartRuleMessage(code: string | undefined): string {
  switch (code) {
    case 'empty_cart':
      return 'The cart is empty';
    case 'free_products_only':
      return 'Free products can only be ordered together with paid products';
    case 'max_order_price_reached':
      return 'The cart exceeds the maximum order value';
    case 'max_product_amount_reached':
      return 'A product exceeds its maximum quantity per order';
    case 'incomplete_bundle':
      return 'A bundle is not complete';
    default:
      return 'A product in the cart cannot be ordered';
  }
}

function lineReasonMessage(reason: string): string {
  switch (reason) {
    case 'out_of_stock':
    case 'insufficient_stock':
      return 'Not enough stock for a product in the cart';
    case 'max_product_year_reached':
      return 'A product exceeds its maximum quantity per year';
    case 'max_product_amount_reached':
      return 'A product exceeds its maximum quantity per order';
    case 'incomplete_bundle':
      return 'A bundle is not complete';
    default:
      return 'A product in the cart cannot be ordered';
  }
}
