import { Banner, Button, DataTable, type DataTableColumn, Spinner } from '@careshop/design-system';
import {
  type QueryKey,
  type UseQueryResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../lib/failure-reason';
import { ConfirmDialog } from './confirm-dialog';
import { type FormResult, ResultBanner } from './result-banner';

/** What an admin list edits: nothing, a new row, or one row. */
export type Editing<Row> = { mode: 'create' } | { mode: 'edit'; row: Row };

/**
 * The state every admin list of the console shares (locations, devices, users, configurations,
 * promos): which row is being edited or deleted, the last result, and the delete call, which
 * refreshes `queryKey` when it succeeds.
 */
export function useEntityAdmin<Row>({
  queryKey,
  remove,
}: {
  queryKey: QueryKey;
  remove?: (row: Row) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const deletion = useMutation({
    mutationFn: (row: Row) => (remove ? remove(row) : Promise.resolve()),
    onSuccess: () => {
      setDeleting(null);
      setResult({ ok: true, text: t('console_app.forms.deleted') });
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) =>
      setDeleteError(t('console_app.forms.delete_failed', { reason: failureReason(t, error) })),
  });
  return {
    editing,
    result,
    setResult,
    deleting,
    deleteError,
    deletion,
    /** Opens the editor for a new row or one row; the last result is cleared. */
    open(next: Editing<Row>) {
      setResult(null);
      setEditing(next);
    },
    close() {
      setEditing(null);
    },
    /** Closes the editor and says the row was saved, with the SPEC 4 notice. */
    saved() {
      setEditing(null);
      setResult({
        ok: true,
        text: t('console_app.forms.saved'),
        notice: t('console.notices.changes_delay'),
      });
    },
    askDelete(row: Row) {
      setResult(null);
      setDeleteError(undefined);
      setDeleting(row);
    },
    cancelDelete() {
      setDeleting(null);
    },
  };
}

export type EntityAdmin<Row> = ReturnType<typeof useEntityAdmin<Row>>;

/** The Edit and Delete buttons of one row, each named with the row for screen readers. */
export function EditDeleteActions<Row>({
  admin,
  row,
  name,
  extra,
  canDelete = true,
}: {
  admin: EntityAdmin<Row>;
  row: Row;
  name: string;
  extra?: ReactNode;
  canDelete?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="console-row-actions">
      <Button size="sm" variant="outline" onClick={() => admin.open({ mode: 'edit', row })}>
        {t('common.edit')}
        <span className="console-sr-only"> {name}</span>
      </Button>
      {extra}
      {canDelete ? (
        <Button size="sm" variant="danger" onClick={() => admin.askDelete(row)}>
          {t('common.delete')}
          <span className="console-sr-only"> {name}</span>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The page of an admin list: title and "add" button, intro, the result of the last change, the
 * editor when open, the table (or its loading and failure states), and the delete confirmation.
 */
export function EntityAdminPage<Row>({
  admin,
  title,
  addLabel,
  intro,
  canWrite,
  query,
  rows,
  emptyLabel,
  columns,
  getRowKey,
  nameOf,
  confirmDeleteTitle,
  editor,
}: {
  admin: EntityAdmin<Row>;
  title: string;
  addLabel: string;
  intro: string;
  canWrite: boolean;
  query: UseQueryResult<Row[]>;
  /** The rows in the order to show them; the query's by default. */
  rows?: Row[];
  emptyLabel?: string;
  columns: DataTableColumn<Row>[];
  getRowKey: (row: Row) => string;
  nameOf: (row: Row) => string;
  /** The delete question when it must say more than "cannot be undone" (what goes with the row). */
  confirmDeleteTitle?: (row: Row) => string;
  editor: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="console-stack">
      <div className="console-title-row">
        <h1>{title}</h1>
        {canWrite && admin.editing?.mode !== 'create' ? (
          <Button onClick={() => admin.open({ mode: 'create' })}>{addLabel}</Button>
        ) : null}
      </div>
      <p className="console-muted">{intro}</p>
      <ResultBanner result={admin.result} />
      {admin.editing ? editor : null}
      {query.isPending ? <Spinner label={t('common.loading')} /> : null}
      {query.isError ? (
        <Banner severity="error" live="alert">
          {t('console_app.forms.load_failed')}
        </Banner>
      ) : null}
      {query.data ? (
        <DataTable
          caption={title}
          columns={columns}
          rows={rows ?? query.data}
          getRowKey={getRowKey}
          emptyLabel={emptyLabel ?? t('console_app.forms.none')}
        />
      ) : null}
      {admin.deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) admin.cancelDelete();
          }}
          title={
            confirmDeleteTitle
              ? confirmDeleteTitle(admin.deleting)
              : t('console_app.forms.confirm_delete', { name: nameOf(admin.deleting) })
          }
          confirmLabel={t('common.delete')}
          busy={admin.deletion.isPending}
          error={admin.deleteError}
          onConfirm={() => admin.deletion.mutate(admin.deleting as Row)}
        />
      ) : null}
    </div>
  );
}
