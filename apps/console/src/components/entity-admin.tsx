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

// The one pattern of the console's admin lists (decision 301): `useEntityAdmin` holds what is being
// edited or deleted and the last result; `EntityRows` shows the list (or its loading and failure
// states); `EntityDeleteDialog` asks before a delete; `EntityAdminPage` puts them together for a
// whole screen. A list inside a bigger screen (a shop's promos) composes the parts itself.

/** What an admin list edits: nothing, a new row, or one row. */
export type Editing<Row> = { mode: 'create' } | { mode: 'edit'; row: Row };

/**
 * The state every admin list of the console shares: which row is being edited or deleted, the
 * last result, and the delete call, which refreshes `queryKey` when it succeeds.
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
    /** Closes the editor and says what happened in the screen's own words. */
    done(next: FormResult | null) {
      setEditing(null);
      if (next) setResult(next);
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
  className = 'console-row-actions',
  deleteVariant = 'danger',
}: {
  admin: EntityAdmin<Row>;
  row: Row;
  name: string;
  extra?: ReactNode;
  canDelete?: boolean;
  className?: string;
  deleteVariant?: 'danger' | 'ghost';
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Button size="sm" variant="outline" onClick={() => admin.open({ mode: 'edit', row })}>
        {t('common.edit')}
        <span className="console-sr-only"> {name}</span>
      </Button>
      {extra}
      {canDelete ? (
        <Button size="sm" variant={deleteVariant} onClick={() => admin.askDelete(row)}>
          {t('common.delete')}
          <span className="console-sr-only"> {name}</span>
        </Button>
      ) : null}
    </div>
  );
}

/** The props of a list's rows: the query, how to show it, and what to show instead of it. */
export interface EntityRowsProps<Row> {
  query: UseQueryResult<Row[]>;
  caption: string;
  /** The rows in the order to show them; the query's by default. */
  rows?: Row[] | undefined;
  emptyLabel?: string | undefined;
  /** Shown instead of the table when there are no rows (an empty state with an action). */
  empty?: ReactNode;
  columns: DataTableColumn<Row>[];
  getRowKey: (row: Row) => string;
  /** How a failed load reads; the console's "could not be loaded" by default. */
  failure?: ((error: unknown) => ReactNode) | undefined;
  /** Wraps the table so it scrolls sideways on a narrow screen. */
  wrap?: boolean | undefined;
}

/** A list's table, or its loading and failure states. */
export function EntityRows<Row>({
  query,
  caption,
  rows,
  emptyLabel,
  empty,
  columns,
  getRowKey,
  failure,
  wrap = false,
}: EntityRowsProps<Row>) {
  const { t } = useTranslation();
  const shown = rows ?? query.data ?? [];
  const table = (
    <DataTable
      caption={caption}
      columns={columns}
      rows={shown}
      getRowKey={getRowKey}
      emptyLabel={emptyLabel ?? t('console_app.forms.none')}
    />
  );
  return (
    <>
      {query.isPending ? <Spinner label={t('common.loading')} /> : null}
      {query.isError ? (
        failure ? (
          failure(query.error)
        ) : (
          <Banner severity="error" live="alert">
            {t('console_app.forms.load_failed')}
          </Banner>
        )
      ) : null}
      {query.data && empty !== undefined && shown.length === 0 ? empty : null}
      {query.data && (empty === undefined || shown.length > 0) ? (
        wrap ? (
          <div className="console-table-wrap">{table}</div>
        ) : (
          table
        )
      ) : null}
    </>
  );
}

/** The question before a row is deleted, with the delete call's failure. */
export function EntityDeleteDialog<Row>({
  admin,
  title,
}: {
  admin: EntityAdmin<Row>;
  title: (row: Row) => string;
}) {
  const { t } = useTranslation();
  if (!admin.deleting) return null;
  const row = admin.deleting;
  return (
    <ConfirmDialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) admin.cancelDelete();
      }}
      title={title(row)}
      confirmLabel={t('common.delete')}
      busy={admin.deletion.isPending}
      error={admin.deleteError}
      onConfirm={() => admin.deletion.mutate(row)}
    />
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
  nameOf,
  confirmDeleteTitle,
  editor,
  editorInDialog = false,
  aboveTable,
  children,
  ...rows
}: Omit<EntityRowsProps<Row>, 'caption'> & {
  admin: EntityAdmin<Row>;
  title: string;
  addLabel: string;
  intro: string;
  canWrite: boolean;
  nameOf: (row: Row) => string;
  /** The delete question when it must say more than "cannot be undone" (what goes with the row). */
  confirmDeleteTitle?: (row: Row) => string;
  editor: ReactNode;
  /**
   * The editor is a dialog: the "add" button stays while it is open, so the focus returns to it
   * when the dialog closes. An inline editor replaces the button instead.
   */
  editorInDialog?: boolean;
  /** Shown between the editor and the table once the rows are there (a note on them). */
  aboveTable?: ReactNode;
  /** Shown after the table: the screen's own help and dialogs. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="console-stack">
      <div className="console-title-row">
        <h1>{title}</h1>
        {canWrite && (editorInDialog || admin.editing?.mode !== 'create') ? (
          <Button onClick={() => admin.open({ mode: 'create' })}>{addLabel}</Button>
        ) : null}
      </div>
      <p className="console-muted">{intro}</p>
      <ResultBanner result={admin.result} />
      {admin.editing ? editor : null}
      {rows.query.data ? aboveTable : null}
      <EntityRows caption={title} {...rows} />
      {children}
      <EntityDeleteDialog
        admin={admin}
        title={
          confirmDeleteTitle ??
          ((row) => t('console_app.forms.confirm_delete', { name: nameOf(row) }))
        }
      />
    </div>
  );
}
