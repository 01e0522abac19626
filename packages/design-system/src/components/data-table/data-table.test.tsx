import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { DataTable } from './data-table';

interface Order {
  id: string;
  status: string;
}

const orders: Order[] = Array.from({ length: 12 }, (_, index) => ({
  id: `ORD-${index + 1}`,
  status: index % 2 === 0 ? 'Processed' : 'In process',
}));

function Paged() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(5);
  return (
    <DataTable
      caption="My orders"
      columns={[
        { key: 'id', header: 'Order', cell: (row: Order) => row.id },
        { key: 'status', header: 'Status', cell: (row: Order) => row.status },
      ]}
      rows={orders.slice(page * rowsPerPage, (page + 1) * rowsPerPage)}
      getRowKey={(row) => row.id}
      emptyLabel="No orders"
      pagination={{
        page,
        rowsPerPage,
        rowsPerPageOptions: [5, 10, 25],
        totalRows: orders.length,
        onPageChange: setPage,
        onRowsPerPageChange: (value) => {
          setRowsPerPage(value);
          setPage(0);
        },
        labels: {
          rowsPerPage: 'Rows per page',
          previousPage: 'Previous page',
          nextPage: 'Next page',
          range: (from, to, total) => `${from}–${to} of ${total}`,
        },
      }}
    />
  );
}

describe('SPEC 2 My orders: history with rows per page', () => {
  it('pages through rows and changes the page size', async () => {
    renderWithTheme(<Paged />);
    const table = screen.getByRole('table', { name: 'My orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('6–10 of 12')).toBeTruthy();
    expect(within(table).getByText('ORD-6')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(screen.getByText('1–12 of 12')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await expectNoAxeViolations();
  });

  it('shows the empty label when there are no rows', async () => {
    renderWithTheme(
      <DataTable
        caption="My orders"
        columns={[{ key: 'id', header: 'Order', cell: (row: Order) => row.id }]}
        rows={[]}
        getRowKey={(row) => row.id}
        emptyLabel="No orders yet"
      />,
    );
    expect(screen.getByRole('cell', { name: 'No orders yet' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('marks a pinned column (row actions) in its header and every row, and no other', () => {
    renderWithTheme(
      <DataTable
        caption="Devices"
        columns={[
          { key: 'id', header: 'Order', cell: (row: Order) => row.id },
          { key: 'status', header: 'Status', cell: (row: Order) => row.status },
          {
            key: 'actions',
            header: 'Actions',
            pin: 'end',
            cell: () => <button type="button">Edit</button>,
          },
        ]}
        rows={orders.slice(0, 3)}
        getRowKey={(row) => row.id}
        emptyLabel="No orders"
      />,
    );
    const classes = (element: Element) => new Set(element.className.split(' '));
    const [, , actionsHeader] = screen.getAllByRole('columnheader');
    const statusHeader = screen.getByRole('columnheader', { name: 'Status' });
    const pinnedOnly = [...classes(actionsHeader as Element)].filter(
      (name) => !classes(statusHeader).has(name),
    );
    expect(pinnedOnly.length).toBeGreaterThan(0);
    for (const row of screen.getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell');
      for (const name of pinnedOnly) {
        expect(classes(cells[2] as Element).has(name)).toBe(true);
        expect(classes(cells[1] as Element).has(name)).toBe(false);
      }
    }
  });
});
