import type { Db } from '../../platform/db/database.js';
import { runStatement } from '../../platform/db/statement.js';

/**
 * The statements an order runs in its transaction (decisions 350 and 356), each text written
 * once here and run as it is (`runStatement`): a reader finds what the order locks, reads and
 * writes in this file, and the pricing and judging in place-order.ts. Lock order (decision 161 as
 * amended by 241): idempotency key, office row, coupon row, new rows, products in ascending id.
 */

/** Locks the office row and reads what the lock does not guard (decision 350). */
const lockOfficeText = `select to_jsonb(o) as office, to_jsonb(g) as organisation,
  (g.maintenance_mode or exists (select 1 from shop_configs s
    where s.organisation_id = g.id and s.maintenance_mode)) as paused,
  (select to_jsonb(m) from member_limits m where m.user_id = $1) as member_limit,
  (select coalesce(jsonb_agg(to_jsonb(p) order by p.id), '[]'::jsonb) from products p
    where p.organisation_id = o.organisation_id
      and (p.part_no = any($2::text[]) or p.ctn = any($2::text[]))) as products
from offices o join organisations g on g.id = o.organisation_id
where o.id = $3
for update of o`;

/** What {@link lockOffice} answers: rows as `to_jsonb` writes them (keys are column names). */
export interface LockedOffice {
  office: Record<string, unknown>;
  organisation: Record<string, unknown>;
  paused: boolean;
  member_limit: Record<string, unknown> | null;
  products: Record<string, unknown>[];
}

/**
 * Locks the office row (`for update`, serialising the office's orders) and reads the
 * organisation, whether it or one of its shop configs pauses ordering, the limit row of
 * `memberId` (none read for null) and the requested products by part number or ctn, read without
 * a lock (their stock is taken by the last statement, decision 241). Undefined: no such office.
 */
export async function lockOffice(
  tx: Db,
  officeId: number,
  memberId: number | null,
  ids: readonly string[],
): Promise<LockedOffice | undefined> {
  const [row] = await runStatement<LockedOffice>(tx, lockOfficeText, [memberId, ids, officeId]);
  return row;
}

/**
 * Read after the office lock, in a statement of its own so it sees the commits of the office's
 * earlier orders: the yearly order count, the yearly units of the given products (those with a
 * yearly maximum; none read without), what a member spent in their limit's period (none read
 * without a member) and the new order's id. The conditions are those of `countedOrders`
 * (yearly-usage.ts) and `spendingOrders` (member-spending.ts).
 */
const afterLockText = `select
  (select count(*) from orders r
    where r.office_id = $1 and r.year = $2 and r.status <> 'cancelled')::int as orders_used,
  case when cardinality($3::int[]) > 0 then (select jsonb_object_agg(u.product_id, u.used) from (
    select l.product_id, sum(l.quantity)::int as used
    from order_lines l inner join orders r on r.id = l.order_id
    where r.office_id = $1 and r.year = $2 and r.status <> 'cancelled'
      and l.product_id = any($3::int[])
    group by l.product_id) u) end as used,
  case when $4::int is not null then (select coalesce(sum(r.total_cents), 0) from orders r
    where r.user_id = $4 and r.rep_user_id is null and r.cancelled_at is null
      and r.created_at >= $5::timestamptz and r.created_at < $6::timestamptz) end as spent,
  nextval('orders_id_seq')::int as order_id`;

/** What {@link readAfterLock} answers. */
export interface AfterLock {
  orders_used: number;
  used: Record<string, number> | null;
  spent: string | number | null;
  /**
   * The id the order will have (decision 356): drawn here so the order row can join the last
   * statement. A refused order leaves its id unused, as a rolled-back insert always did.
   */
  order_id: number;
}

export async function readAfterLock(
  tx: Db,
  input: {
    officeId: number;
    year: number;
    quotaProductIds: readonly number[];
    /** The member whose spending counts, with the bounds of their limit's period; or null. */
    spending: { userId: number; start: Date; end: Date } | null;
  },
): Promise<AfterLock> {
  const { spending } = input;
  const [row] = await runStatement<AfterLock>(tx, afterLockText, [
    input.officeId,
    input.year,
    input.quotaProductIds,
    spending?.userId ?? null,
    spending?.start.toISOString() ?? null,
    spending?.end.toISOString() ?? null,
  ]);
  if (!row) throw new Error('no answer from the after-lock read');
  return row;
}

/** An order row as inserted, keyed by column name (`jsonb_populate_record` of the table). */
export interface NewOrderRow {
  id: number;
  office_id: number;
  user_id: number;
  rep_user_id: number | null;
  year: number;
  status: string;
  shipping_method: string;
  shipping_address: object;
  payment_method: string;
  payment_status: string;
  coupon_code: string | null;
  po_number: string | null;
  note: string | null;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  currency: string;
  created_at: string;
}

const orderColumns = `id, office_id, user_id, rep_user_id, year, status, shipping_method,
    shipping_address, payment_method, payment_status, coupon_code, po_number, note, subtotal_cents,
    discount_cents, shipping_cents, tax_cents, total_cents, currency, created_at`;
const newOrderText = (row: string) => `insert into orders (${orderColumns})
  select ${orderColumns} from jsonb_populate_record(null::orders, ${row}::jsonb)
  where ${row}::jsonb is not null`;

/** Inserts an order row now (the approval of a request, whose later statements name it). */
export async function insertOrderRow(tx: Db, row: NewOrderRow): Promise<void> {
  await runStatement(tx, newOrderText('$1'), [JSON.stringify(row)]);
}

/**
 * The order's last statement (decision 350, and 356 for the order row): with data-modifying
 * `with` parts, the order row (when given), its lines (`unnest` of arrays, the same text for any
 * number of lines), the confirmation e-mail in the outbox (when given), the idempotency key's
 * answer (when given), and the stock: the product rows are locked `for no key update` in
 * ascending id, then each is decremented only where its stock still covers the quantity. Answers
 * the ids of the products whose stock was taken. One text for every case: an absent part's values
 * are null or empty arrays, and it writes nothing.
 */
const lastText = `with new_order as (${newOrderText('$1')}),
new_lines as (insert into order_lines (order_id, product_id, part_no, quantity, unit_price_cents, line_total_cents)
  select $2, l.product_id, l.part_no, l.quantity, l.unit_price_cents, l.quantity * l.unit_price_cents
  from unnest($3::int[], $4::text[], $5::int[], $6::int[])
    as l(product_id, part_no, quantity, unit_price_cents)),
new_mail as (insert into outbox ("to", subject, text, html, kind)
  select $7::text, $8::text, $9::text, $10::text, $11::text where $7::text is not null),
answer as (update idempotency_keys set status_code = $12, response = $13::text::jsonb
  where user_id = $14 and key = $15),
wanted as materialized (select p.id, w.quantity from products p
  join unnest($16::int[], $17::int[]) as w(id, quantity) on w.id = p.id
  order by p.id for no key update of p),
taken as (update products p set stock = p.stock - w.quantity from wanted w
  where p.id = w.id and p.stock >= w.quantity returning p.id)
select id from taken`;

/** The key's answer as stored (JSON text inside the jsonb column, idempotency.ts). */
export interface KeyAnswer {
  userId: number;
  key: string;
  statusCode: number;
  /** JSON text of the answer's body. */
  body: string;
}

export interface LastWrite {
  /** The order row, when it was not inserted before. */
  order: NewOrderRow | undefined;
  orderId: number;
  lines: { productId: number; partNo: string; quantity: number; unitPriceCents: number }[];
  mail: { to: string; kind: string; subject: string; text: string; html?: string } | undefined;
  answer: KeyAnswer | undefined;
  /** Products whose stock is limited and the quantity to take, in ascending product id. */
  stock: { productId: number; quantity: number }[];
}

/** Runs the last statement; answers the ids of the products whose stock it took. */
export async function writeOrderLast(tx: Db, write: LastWrite): Promise<Set<number>> {
  const { lines, mail, answer } = write;
  const rows = await runStatement<{ id: number }>(tx, lastText, [
    write.order ? JSON.stringify(write.order) : null,
    write.orderId,
    lines.map((line) => line.productId),
    lines.map((line) => line.partNo),
    lines.map((line) => line.quantity),
    lines.map((line) => line.unitPriceCents),
    mail?.to ?? null,
    mail?.subject ?? null,
    mail?.text ?? null,
    mail?.html ?? null,
    mail?.kind ?? null,
    answer?.statusCode ?? null,
    // The same JSON text inside the jsonb column as storeIdempotentResponse stores.
    answer ? JSON.stringify(answer.body) : null,
    answer?.userId ?? null,
    answer?.key ?? null,
    write.stock.map((line) => line.productId),
    write.stock.map((line) => line.quantity),
  ]);
  return new Set(rows.map((row) => row.id));
}
