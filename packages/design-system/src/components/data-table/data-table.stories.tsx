import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DataTable } from './data-table';

interface Order {
  id: string;
  date: string;
  total: string;
}

const orders: Order[] = Array.from({ length: 23 }, (_, index) => ({
  id: `ORD-${1000 + index}`,
  date: `2025-0${(index % 9) + 1}-1${index % 10}`,
  total: `€ ${(index * 7.5).toFixed(2)}`,
}));

const columns = [
  { key: 'id', header: 'Order', cell: (row: Order) => row.id },
  { key: 'date', header: 'Date', cell: (row: Order) => row.date },
  { key: 'total', header: 'Total', cell: (row: Order) => row.total, align: 'end' as const },
];

function PagedTable() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  return (
    <DataTable
      caption="My orders"
      columns={columns}
      rows={orders.slice(page * rowsPerPage, (page + 1) * rowsPerPage)}
      getRowKey={(row) => row.id}
      emptyLabel="No orders yet"
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

const meta = {
  title: 'Data display/DataTable',
  component: PagedTable,
} satisfies Meta<typeof PagedTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paginated: Story = {};
export const Empty: Story = {
  render: () => (
    <DataTable
      caption="My orders"
      columns={columns}
      rows={[]}
      getRowKey={(row) => row.id}
      emptyLabel="No orders yet"
    />
  ),
};
