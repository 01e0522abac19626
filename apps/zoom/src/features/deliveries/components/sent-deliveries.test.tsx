import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../test/fixtures';
import { expectNoAxeViolations, renderApp } from '../../../test/render';
import { SentDeliveries } from './sent-deliveries';

const api = vi.hoisted(() => ({ zoomOrders: vi.fn(), products: vi.fn() }));
vi.mock('../../../lib/api', async () => ({
  api: (await import('../../../test/fake-api')).fakeApi(api),
}));

const row = (id: number) => ({
  id,
  reference: `ZD-${String(id).padStart(6, '0')}`,
  created: '2026-06-15T10:00:00.000Z',
  status: 'in_process' as const,
  products: [{ id: 'BF-002', quantity: 2 }],
  first_name: 'Lea',
  last_name: 'Patient',
  city: 'Lyon',
});

beforeEach(() => {
  api.zoomOrders.mockReset();
  api.products.mockReset().mockResolvedValue(catalogue);
});

describe('the practice’s sent deliveries', () => {
  it('lists reference, patient, city, products and status, and pages', async () => {
    api.zoomOrders.mockImplementation(async ({ query: { page } }: { query: { page: number } }) => {
      return {
        items: page === 1 ? [row(12), row(11)] : [row(3)],
        page,
        rows_per_page: 10,
        total: 12,
      };
    });
    renderApp(<SentDeliveries />);
    const table = await screen.findByRole('table', { name: 'Sent deliveries' });
    const first = within(table).getAllByRole('row')[1];
    expect(first?.textContent).toContain('ZD-000012');
    expect(first?.textContent).toContain('Lea Patient');
    // Issue 15: the shop's product code, not the order's part number.
    expect((await within(table).findAllByText(/2 × SCFBF002/)).length).toBe(2);
    expect(table.textContent).not.toContain('BF-002');
    expect(first?.textContent).toContain('In process');
    await expectNoAxeViolations();
    expect(api.zoomOrders).toHaveBeenLastCalledWith(
      { query: { page: 1, rows_per_page: 10 } },
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('ZD-000003')).toBeTruthy();
  });

  it('says when nothing has been sent yet', async () => {
    api.zoomOrders.mockResolvedValue({ items: [], page: 1, rows_per_page: 10, total: 0 });
    renderApp(<SentDeliveries />, { language: 'nl' });
    expect(await screen.findByText('U hebt nog geen leveringen verzonden.')).toBeTruthy();
  });
});
