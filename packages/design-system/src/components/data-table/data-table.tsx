import { type ReactNode, useId } from 'react';
import { flipInRtl } from '../../theme/shared.css';
import { IconButton } from '../icon-button/icon-button';
import {
  caption as captionClass,
  cell,
  empty,
  pageSelect,
  pagination as paginationClass,
  rowsPerPage as rowsPerPageClass,
  scroller,
  table,
  wrapper,
} from './data-table.css';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `end` for numbers and money. Logical, so it mirrors in RTL. */
  align?: 'start' | 'end' | 'center';
  /**
   * `end`: the column stays in view at the inline end while a table wider than its region
   * scrolls sideways (a row's actions, the last column), from 48rem up.
   */
  pin?: 'end';
}

/** Paging of a {@link DataTable}; the app slices or fetches the rows of the current page. */
export interface DataTablePagination {
  /** Zero-based page index. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  totalRows: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  labels: {
    rowsPerPage: string;
    previousPage: string;
    nextPage: string;
    /** E.g. `(from, to, total) => \`${from}–${to} of ${total}\``. */
    range: (from: number, to: number, total: number) => string;
  };
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Caption, also the table's accessible name (e.g. "My orders"). */
  caption: ReactNode;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Shown in a single row when there are no rows. */
  emptyLabel: ReactNode;
  pagination?: DataTablePagination;
}

/** A semantic table with a caption, column headers and optional pagination with rows per page. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowKey,
  emptyLabel,
  pagination,
}: DataTableProps<Row>) {
  const selectId = useId();
  const captionId = useId();
  return (
    <div className={wrapper}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className={scroller} tabIndex={0} aria-labelledby={captionId}>
        <table className={table}>
          <caption id={captionId} className={captionClass}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cell({
                    align: column.align,
                    header: true,
                    pinned: column.pin === 'end',
                  })}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={empty}>
                  {emptyLabel}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={getRowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cell({
                        align: column.align,
                        header: false,
                        pinned: column.pin === 'end',
                      })}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {pagination ? <Pagination pagination={pagination} selectId={selectId} /> : null}
    </div>
  );
}

function Pagination({
  pagination,
  selectId,
}: {
  pagination: DataTablePagination;
  selectId: string;
}) {
  const { page, rowsPerPage, totalRows, labels } = pagination;
  const lastPage = Math.max(Math.ceil(totalRows / rowsPerPage) - 1, 0);
  const from = totalRows === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min((page + 1) * rowsPerPage, totalRows);
  return (
    <div className={paginationClass}>
      <span className={rowsPerPageClass}>
        <label htmlFor={selectId}>{labels.rowsPerPage}</label>
        <select
          id={selectId}
          className={pageSelect}
          value={rowsPerPage}
          onChange={(event) => pagination.onRowsPerPageChange(Number(event.target.value))}
        >
          {pagination.rowsPerPageOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </span>
      <span aria-live="polite">{labels.range(from, to, totalRows)}</span>
      {/* The arrows point along the reading direction, so they flip in RTL. */}
      <IconButton
        label={labels.previousPage}
        icon={<span className={flipInRtl}>‹</span>}
        disabled={page <= 0}
        onClick={() => pagination.onPageChange(page - 1)}
      />
      <IconButton
        label={labels.nextPage}
        icon={<span className={flipInRtl}>›</span>}
        disabled={page >= lastPage}
        onClick={() => pagination.onPageChange(page + 1)}
      />
    </div>
  );
}
