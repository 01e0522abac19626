// What the API benchmarks share for orders under load: customer offices made for the bench, the
// order body, an autocannon run that places orders from several sessions in turn, and the
// database's own count of the orders they stored.
import { randomUUID } from 'node:crypto';

/** The demo customer's password (every bench account copies its hash). */
const benchEmail = (n) => `bench-bench-${n}@demo.test`;

/**
 * `count` approved customer accounts, each in an office of its own copied from the demo office
 * 100001 (customer numbers BENCH-1…); their e-mails are `benchEmail(n)`.
 */
export async function addBenchOffices(db, count) {
  await db.execute(`
    insert into offices (organisation_id, cust_no, company_name, address, city, postalcode, country)
    select o.organisation_id, 'BENCH-' || g, 'Bench office ' || g, o.address, o.city, o.postalcode, o.country
    from offices o cross join generate_series(1, ${count}) g where o.cust_no = '100001'`);
  await db.execute(`
    insert into users (email, password_hash, role, office_id, license_status, language, first_name, last_name, license_number)
    select 'bench-' || lower(o.cust_no) || '@demo.test', u.password_hash, u.role, o.id, u.license_status, u.language, u.first_name, u.last_name, u.license_number
    from users u cross join offices o where u.email = 'customer@demo.test' and o.cust_no like 'BENCH-%'`);
}

/** Signs bench account `n` in through `base`: its session token. */
export async function benchLogin(base, n, password) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchEmail(n), password }),
  });
  if (response.status !== 200) throw new Error(`bench login ${n}: ${response.status}`);
  return (await response.json()).auth;
}

/** One unit of `partNo` (or of each part number of an array), delivered to the office, paid by invoice. */
export function orderBody(partNo) {
  return JSON.stringify({
    lines: [partNo].flat().map((id) => ({ id, quantity: 1 })),
    address_key: 'default',
    shipping_method: 'standard',
    payment_method: 'invoice',
    accepted_terms: true,
    accepted_sales_terms: true,
  });
}

/** Orders at full load through `base`, each with a fresh Idempotency-Key, from `tokens` in turn. */
export function orderLoad(autocannon, { base, tokens, connections, duration, partNo = 'BF-002' }) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/admin/order`,
        method: 'POST',
        duration,
        connections,
        headers: { 'content-type': 'application/json' },
        body: orderBody(partNo),
        requests: [
          {
            setupRequest: (request) => {
              next = (next + 1) % tokens.length;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  authorization: `Bearer ${tokens[next]}`,
                  'idempotency-key': randomUUID(),
                },
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function benchOrderCount(db) {
  const result = await db.execute(
    "select count(*) as n from orders o join offices f on f.id = o.office_id where f.cust_no like 'BENCH-%'",
  );
  return Number((result.rows ?? result)[0].n);
}

/**
 * The bench offices' stored orders, once the ones still in flight when the load generator stopped
 * have committed (it does not count those, but they are stored and take stock).
 */
export async function settledBenchOrders(db) {
  let last = -1;
  for (;;) {
    const count = await benchOrderCount(db);
    if (count === last) return count;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The stock of `partNo`. */
export async function stockOf(db, partNo) {
  const result = await db.execute(`select stock from products where part_no = '${partNo}'`);
  return Number((result.rows ?? result)[0].stock);
}
