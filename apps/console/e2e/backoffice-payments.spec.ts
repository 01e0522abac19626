import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, login, PASSWORD } from './support';

// Issue 27 items 7 and 8 on the real API: what staff see of an order's payment once it is
// cancelled (decision 268), and of a payment that completed after the cancel (decision 269).

const STAFF = 'staff@demo.test';

async function apiLogin(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { auth: string }).auth;
}

async function placeOrder(request: APIRequestContext, paymentMethod: 'invoice' | 'creditcard') {
  const token = await apiLogin(request, 'customer@demo.test');
  const placed = await request.post('/api/admin/order', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-pay-${Date.now()}` },
    data: {
      lines: [{ id: 'BF-002', quantity: 1 }],
      address_key: 'default',
      shipping_method: 'standard',
      payment_method: paymentMethod,
      accepted_terms: true,
      accepted_sales_terms: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; order_nr: string };
  return { ...order, customer: `Bearer ${token}` };
}

test('orders: a cancelled invoice order no longer says "Payment due" in the list (decision 268)', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, 'invoice');
  await login(page, STAFF);
  await page.goto('shop/orders?cust_no=100001');
  const row = page.getByRole('row').filter({ hasText: order.order_nr });
  await expect(row).toContainText('Payment due');

  await page.goto(`shop/orders/${order.id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toBeVisible();

  await page.goto('shop/orders?cust_no=100001');
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('Canceled');
  await expect(row).not.toContainText('Payment due');
  // The "Payment due" filter no longer lists it; the export's row says the same as the list.
  await page.goto('shop/orders?cust_no=100001&payment_status=due');
  await expect(
    page
      .getByRole('table', { name: 'Orders' })
      .or(page.getByRole('heading', { name: 'No order matches these filters.' })),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto('shop/orders?cust_no=100001&payment_status=canceled');
  await expect(row).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const chunks = await (await (await download).createReadStream()).toArray();
  const lines = Buffer.concat(chunks as Buffer[])
    .toString('utf8')
    .split('\r\n');
  const header = lines[0]?.replace(/^\uFEFF/, '').split(',') ?? [];
  const exported = lines.find((line) => line.startsWith(order.order_nr))?.split(',') ?? [];
  expect(exported[header.indexOf('status')]).toBe('cancelled');
  expect(exported[header.indexOf('payment_status')]).toBe('canceled');
  await expectNoSeriousAxeViolations(page);
});

test('orders: a payment made after the cancel shows as received and refunded (decision 269)', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, 'creditcard');
  // The customer opens the provider's checkout and leaves it open…
  const start = await request.post('/api/admin/payment/start', {
    headers: { authorization: order.customer },
    data: { order_id: order.id },
  });
  expect(start.status(), await start.text()).toBe(200);
  const checkoutUrl = ((await start.json()) as { payment_url: string }).payment_url;

  // …staff cancel the order meanwhile…
  await login(page, STAFF);
  await page.goto(`shop/orders/${order.id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toBeVisible();
  await expect(page.getByTestId('late-payment')).toHaveCount(0);

  // …and the customer pays at the provider after all.
  const checkout = await page.context().newPage();
  await checkout.goto(checkoutUrl);
  const paid = checkout.waitForResponse((response) => response.url().endsWith('/complete'));
  await checkout.getByRole('button', { name: 'Pay (complete)' }).click();
  expect((await paid).status()).toBe(303);
  await checkout.close();

  await page.reload();
  const notice = page.getByTestId('late-payment');
  await expect(page.getByText('Payment received after cancellation — refunded')).toBeVisible();
  await expect(notice).toContainText('€24.50 received on');
  await expect(notice).toContainText('Refunded on');
  await expect(notice).toContainText('test_refund_');
  // The order stays cancelled, and its payment is not shown as paid.
  const title = page.locator('.console-title-row');
  await expect(title).toContainText('Cancelled');
  await expect(title).toContainText('Canceled');
  await expect(title).not.toContainText('Completed');
  await expectNoSeriousAxeViolations(page);
});
