import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadShopArea, loadShopLanguage } from '@careshop/i18n/shop';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// One approval request against a real HTTP server answering the approval routes (issue 29): who
// may do what, the required reason of a rejection, the requester's withdrawal.

const received: { method: string; url: string; body: unknown }[] = [];
let status = 'pending';
let rejection: string | null = null;

const approvalRequest = () => ({
  id: 7,
  status,
  reason: 'over_threshold',
  requested_by: { id: 3, name: 'Buyer Demo', email: 'buyer@demo.test' },
  decided_by: status === 'pending' ? null : { id: 2, name: 'Approver Demo' },
  rejection_reason: rejection,
  order_id: null,
  created_at: '2026-11-28T10:00:00.000Z',
  expires_at: '2026-12-12T10:00:00.000Z',
  decided_at: status === 'pending' ? null : '2026-11-29T10:00:00.000Z',
  lines: [{ id: 'SCFBF004', name: 'Tire-lait', quantity: 10, price_in_cents: 1325 }],
  subtotal: 13_250,
  discount: 0,
  shipping: 0,
  total: 13_250,
  currency: 'EUR',
  payment_method: 'cod',
  spending: {
    limit_cents: 50_000,
    period: 'month',
    approval_threshold_cents: 10_000,
    spent_cents: 0,
    remaining_cents: 50_000,
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: '2026-12-01T00:00:00.000Z',
    currency: 'EUR',
  },
});

function answer(response: ServerResponse, code: number, body: unknown) {
  response.writeHead(code, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  let text = '';
  for await (const chunk of request) text += chunk;
  const body = text ? JSON.parse(text) : undefined;
  received.push({ method: request.method ?? '', url: request.url ?? '', body });
  const url = request.url ?? '';
  if (request.method === 'GET' && url === '/api/admin/approval-requests/7') {
    return answer(response, 200, approvalRequest());
  }
  if (request.method === 'POST' && url === '/api/admin/approval-requests/7/reject') {
    status = 'rejected';
    rejection = body.reason;
    return answer(response, 200, approvalRequest());
  }
  if (request.method === 'POST' && url === '/api/admin/approval-requests/7/approve') {
    // A rule checked again at approval refuses; the request stays pending (decision 330).
    return answer(response, 422, {
      success: false,
      code: 'max_orders_exceeded',
      message: 'errors.cart.max-orders-exceeded',
    });
  }
  if (request.method === 'POST' && url === '/api/admin/approval-requests/7/withdraw') {
    status = 'withdrawn';
    return answer(response, 200, approvalRequest());
  }
  return answer(response, 404, { success: false, code: 'not_found', message: 'not found' });
}

let server: Server;
let shop: {
  i18n: typeof import('../../../lib/i18n').i18n;
  client: import('@tanstack/react-query').QueryClient;
  account: typeof import('../../../stores/account-store').useAccountStore;
  Page: typeof import('./approval-detail-page').ApprovalDetailPage;
};

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The client reads the address once, on import: this file's copy of the modules reads this one.
  vi.resetModules();
  vi.stubEnv('VITE_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const { ApprovalDetailPage } = await import('./approval-detail-page');
  const { i18n } = await import('../../../lib/i18n');
  const { createShopQueryClient } = await import('../../../lib/query-client');
  const { useAccountStore } = await import('../../../stores/account-store');
  await loadShopLanguage(i18n, 'en');
  await loadShopArea(i18n, 'en', 'office');
  shop = {
    i18n,
    client: createShopQueryClient(),
    account: useAccountStore,
    Page: ApprovalDetailPage,
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

function renderAs(me: { id: number; office_role: string }) {
  received.length = 0;
  status = 'pending';
  rejection = null;
  shop.client.clear();
  localStorage.setItem('token', 'test-token');
  shop.account.setState({
    isLoggedIn: true,
    isInitialized: true,
    isSalesRep: false,
    userId: me.id,
  });
  shop.client.setQueryData(['shop-config', window.location.hostname], {
    locale: 'en',
    organisation_id: 1,
    currency: 'EUR',
  });
  shop.client.setQueryData(['me'], me);
  shop.client.setQueryData(['office-texts', 'en'], true);
  const root = createRootRoute();
  const detail = createRoute({
    getParentRoute: () => root,
    path: '/approvals/$requestId',
    component: shop.Page,
  });
  const list = createRoute({ getParentRoute: () => root, path: '/approvals' });
  const router = createRouter({
    routeTree: root.addChildren([detail, list]),
    history: createMemoryHistory({ initialEntries: ['/approvals/7'] }),
  });
  return render(
    <I18nextProvider i18n={shop.i18n}>
      <QueryClientProvider client={shop.client}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('issue 29: one approval request', () => {
  it("shows the approver what was asked and the requester's spending; a rejection needs a reason", async () => {
    const user = userEvent.setup();
    renderAs({ id: 2, office_role: 'approver' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Request 7' })).toBeTruthy();
    expect(screen.getByText('Above the approval threshold')).toBeTruthy();
    expect(screen.getByTestId('approval-total').textContent).toBe('€132.50');
    expect(screen.getByTestId('member-spending').textContent).toContain('€500.00 left');
    expect(screen.queryByRole('button', { name: 'Withdraw the request' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Give the reason: the customer reads it in the e-mail.'),
    ).toBeTruthy();
    expect(received.some((call) => call.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText(/Reason/), 'Over this month’s budget');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The request has been rejected.')).toBeTruthy();
    expect(received).toContainEqual({
      method: 'POST',
      url: '/api/admin/approval-requests/7/reject',
      body: { reason: 'Over this month’s budget' },
    });
    expect((await screen.findByTestId('rejection-reason')).textContent).toContain(
      'Over this month’s budget',
    );
  });

  it('lets the requester withdraw it, never decide it', async () => {
    const user = userEvent.setup();
    renderAs({ id: 3, office_role: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Request 7' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    expect(await screen.findByText('The request has been withdrawn.')).toBeTruthy();
    expect(await screen.findByText('Withdrawn')).toBeTruthy();
  });

  it('offers a buyer who is not the requester no decision', async () => {
    renderAs({ id: 4, office_role: 'buyer' });
    await screen.findByRole('heading', { level: 1, name: 'Request 7' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw the request' })).toBeNull();
  });

  it('says which rule refused the order at approval; the request still waits', async () => {
    const user = userEvent.setup();
    renderAs({ id: 2, office_role: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Request 7' });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('You have reached the maximum number of orders for this year.'),
    ).toBeTruthy();
    expect(screen.getByText('Awaiting approval')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
