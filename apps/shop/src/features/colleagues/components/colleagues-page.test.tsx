import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadShopArea, loadShopLanguage } from '@careshop/i18n/shop';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The colleagues page against a real HTTP server that answers the office routes as the API's
// contract says (issue 29): what the page shows, and what it sends.

const spending = (limit: number | null, spent: number, threshold: number | null = null) => ({
  limit_cents: limit,
  period: 'month',
  approval_threshold_cents: threshold,
  spent_cents: spent,
  remaining_cents: limit === null ? null : Math.max(0, limit - spent),
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
  currency: 'EUR',
});

const member = (id: number, first: string, role: string, limit: number | null, spent: number) => ({
  id,
  first_name: first,
  last_name: 'Demo',
  email: `${first.toLowerCase()}@demo.test`,
  role,
  license_status: 'APPROVED',
  spending: spending(limit, spent, limit === null ? null : 10_000),
});

const received: { method: string; url: string; body: unknown }[] = [];
let refuseRole: string | null = null;

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': '*',
  });
  response.end(JSON.stringify(body));
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  let text = '';
  for await (const chunk of request) text += chunk;
  if (request.method === 'OPTIONS') return answer(response, 204, {});
  const body = text ? JSON.parse(text) : undefined;
  received.push({ method: request.method ?? '', url: request.url ?? '', body });
  const url = request.url ?? '';
  if (request.method === 'GET' && url === '/api/admin/office/members') {
    return answer(response, 200, {
      office: { id: 1, cust_no: '100001', company_name: 'Cabinet Demo' },
      members: [
        member(1, 'Customer', 'admin', null, 0),
        member(3, 'Buyer', 'buyer', 50_000, 62_000),
      ],
      invitations: [
        {
          id: 9,
          email: 'new@demo.test',
          role: 'viewer',
          invited_by: 'Customer Demo',
          created_at: '2026-11-20T10:00:00.000Z',
          expires_at: '2026-12-04T10:00:00.000Z',
        },
      ],
    });
  }
  if (request.method === 'PUT' && url.startsWith('/api/admin/office/members/')) {
    if (refuseRole) {
      return answer(response, 409, { success: false, code: refuseRole, message: refuseRole });
    }
    return answer(response, 200, member(3, 'Buyer', body.role ?? 'buyer', 50_000, 62_000));
  }
  if (request.method === 'POST' && url === '/api/admin/office/invitations') {
    return answer(response, 201, {
      id: 10,
      email: body.email,
      role: body.role,
      invited_by: 'Customer Demo',
      created_at: '2026-11-29T10:00:00.000Z',
      expires_at: '2026-12-13T10:00:00.000Z',
    });
  }
  return answer(response, 404, { success: false, code: 'not_found', message: 'not found' });
}

let server: Server;
let page: typeof import('./colleagues-page');
let shop: {
  i18n: typeof import('../../../lib/i18n').i18n;
  client: import('@tanstack/react-query').QueryClient;
  account: typeof import('../../../stores/account-store').useAccountStore;
};

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The client reads the address once, on import: this file's copy of the modules reads this one.
  vi.resetModules();
  vi.stubEnv('VITE_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  page = await import('./colleagues-page');
  const { i18n } = await import('../../../lib/i18n');
  const { createShopQueryClient } = await import('../../../lib/query-client');
  const { useAccountStore } = await import('../../../stores/account-store');
  await loadShopLanguage(i18n, 'en');
  await loadShopArea(i18n, 'en', 'office');
  shop = { i18n, client: createShopQueryClient(), account: useAccountStore };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  refuseRole = null;
  shop.client.clear();
  localStorage.setItem('token', 'test-token');
  shop.account.setState({ isLoggedIn: true, isInitialized: true, isSalesRep: false, userId: 1 });
  shop.client.setQueryData(['shop-config', window.location.hostname], {
    locale: 'en',
    organisation_id: 1,
    currency: 'EUR',
  });
  shop.client.setQueryData(['me'], { id: 1, office_role: 'admin', cust_no: '100001' });
  shop.client.setQueryData(['office-texts', 'en'], true);
});

function renderPage() {
  return render(
    <I18nextProvider i18n={shop.i18n}>
      <QueryClientProvider client={shop.client}>
        <page.ColleaguesPage />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('issue 29: the colleagues page of an office administrator', () => {
  it('lists members with role, licence and spending; "No limit" is never exceeded', async () => {
    renderPage();
    const list = await screen.findByTestId('office-members');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const admin = within(rows[0] as HTMLElement);
    expect(admin.getByRole('heading', { level: 3 }).textContent).toBe('Customer Demo (you)');
    expect(admin.getByTestId('member-spending').textContent).toContain('No limit');
    expect(admin.getByTestId('member-spending').textContent).not.toMatch(/left/);
    const buyer = within(rows[1] as HTMLElement);
    expect(buyer.getByText('Licence approved')).toBeTruthy();
    expect(buyer.getByTestId('member-spending').textContent).toContain(
      '€620.00 of €500.00 per month',
    );
    expect(buyer.getByTestId('member-spending').textContent).toContain('€0.00 left');
    expect(buyer.getByTestId('member-spending').textContent).toContain('Approval above €100.00');
    expect((buyer.getByLabelText('Role of Buyer Demo') as HTMLSelectElement).value).toBe('buyer');
    expect(screen.getByTestId('office-invitations').textContent).toContain('new@demo.test');
  });

  it('changes a role with PUT …/role and says so; last_admin is a translated message', async () => {
    const user = userEvent.setup();
    renderPage();
    const select = await screen.findByLabelText('Role of Buyer Demo');
    await user.selectOptions(select, 'approver');
    expect(received.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: /Change the role\s?Buyer Demo/ }));
    expect(await screen.findByText('The role of Buyer Demo has been changed.')).toBeTruthy();
    expect(received).toContainEqual({
      method: 'PUT',
      url: '/api/admin/office/members/3/role',
      body: { role: 'approver' },
    });
    refuseRole = 'last_admin';
    await user.selectOptions(screen.getByLabelText('Role of Customer Demo'), 'buyer');
    await user.click(screen.getByRole('button', { name: /Change the role\s?Customer Demo/ }));
    expect(
      await screen.findByText('The office must keep at least one administrator.'),
    ).toBeTruthy();
  });

  it('sets "No limit" as a real choice and an amount per period with a threshold', async () => {
    const user = userEvent.setup();
    renderPage();
    const rows = within(await screen.findByTestId('office-members')).getAllByRole('listitem');
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Set limit/ }));
    await user.click(screen.getByRole('radio', { name: 'No limit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The limit of Buyer Demo has been saved.');
    expect(received.at(-2)).toEqual({
      method: 'PUT',
      url: '/api/admin/office/members/3/limit',
      body: { limit_cents: null, period: 'month', approval_threshold_cents: 10_000 },
    });
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Set limit/ }));
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount, for example 250.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '750,50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'quarter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The limit of Buyer Demo has been saved.');
    expect(received.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      limit_cents: 75_050,
      period: 'quarter',
      approval_threshold_cents: 10_000,
    });
  });

  it('invites a colleague with a role and the e-mail language', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('office-members');
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'colleague@demo.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'approver');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Language of the e-mail' }),
      'de',
    );
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText('An invitation has been sent to colleague@demo.test.'),
    ).toBeTruthy();
    expect(received).toContainEqual({
      method: 'POST',
      url: '/api/admin/office/invitations',
      body: { email: 'colleague@demo.test', role: 'approver', language: 'de' },
    });
  });

  it('is the not-found page for anyone but an administrator', async () => {
    shop.client.setQueryData(['me'], { id: 3, office_role: 'buyer' });
    renderPage();
    await waitFor(() => expect(screen.queryByTestId('colleagues')).toBeNull());
    expect(received).toEqual([]);
  });
});
