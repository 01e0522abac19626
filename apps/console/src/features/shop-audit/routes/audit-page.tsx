import { Button, DataTable, EmptyState, Select, Spinner } from '@careshop/design-system';
import type { BackofficeAuditEntry } from '@careshop/validation';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { useDateFormat } from '../../../lib/date-format';
import { shopQueries } from '../../../lib/shop-queries';
import { auditQuery } from '../api/audit';
import {
  accountReader,
  type FieldReader,
  officeMemberReader,
  orderReader,
} from '../components/member-changes';

const entities = [
  'account',
  'order',
  'product',
  'coupon',
  'organisation',
  'shop_config',
  // Company accounts (decision 330): roles, limits and removals; invitations; request decisions.
  'office_member',
  'office_invitation',
  'approval_request',
] as const;

/** A value of a before / after record, short and readable. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The changed fields of one entry, each as `field: before → after`; a kind's `reader` names its
 * fields and values in words (a side without the field stays `—`).
 */
export function changesOf(
  entry: Pick<BackofficeAuditEntry, 'before' | 'after'>,
  reader?: FieldReader,
) {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  const read = (side: Record<string, unknown> | null, field: string) =>
    (side && field in side ? reader?.value(field, side[field]) : undefined) ?? show(side?.[field]);
  return [...fields].map((field) => ({
    field: reader?.field(field) ?? field,
    before: read(entry.before, field),
    after: read(entry.after, field),
  }));
}

/** Which row changed and how, in the reader's language (an unknown kind or action as stored). */
export function whatChanged(
  t: TFunction,
  entry: Pick<BackofficeAuditEntry, 'entity' | 'entity_id' | 'action'>,
): string {
  const entity = t(`console_app.backoffice.audit.entities.${entry.entity}`, {
    defaultValue: entry.entity,
  });
  const action = t(`console_app.backoffice.audit.actions.${entry.action}`, {
    defaultValue: entry.action,
  });
  return `${entity} ${entry.entity_id} · ${action}`;
}

/** The audit log: every back-office change, newest first, 50 at a time. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const organisations = useQuery(shopQueries.organisations());
  // Amounts of an office member's limit are in the currency of the organisation's shop.
  const readerOf = (row: BackofficeAuditEntry): FieldReader | undefined => {
    if (row.entity === 'order') return orderReader(t);
    if (row.entity === 'account') return accountReader(t);
    if (row.entity !== 'office_member') return undefined;
    const organisation = organisations.data?.find(({ id }) => id === row.organisation_id);
    const currency = organisation?.shop_configs[0]?.currency ?? 'EUR';
    return officeMemberReader(t, currency, i18n.language);
  };
  const search = useSearch({ from: '/authed/shell/shop/audit' });
  const navigate = useNavigate({ from: '/shop/audit' });
  const audit = useInfiniteQuery(auditQuery(search));
  const rows = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const when = (iso: string) => dates.dateTime(iso);
  const entityLabel = (entity: string) =>
    t(`console_app.backoffice.audit.entities.${entity}`, { defaultValue: entity });
  return (
    <div className="console-stack">
      <div>
        <h1>{t('console_app.backoffice.audit.title')}</h1>
        <p className="console-muted">{t('console_app.backoffice.audit.intro')}</p>
      </div>
      <div className="console-form-grid console-filters">
        <Select
          name="entity"
          label={t('console_app.backoffice.audit.entity')}
          options={[
            { value: '', label: t('console_app.backoffice.audit.entities.all') },
            ...entities.map((value) => ({ value, label: entityLabel(value) })),
          ]}
          value={search.entity ?? ''}
          onChange={(event) =>
            void navigate({ search: event.target.value ? { entity: event.target.value } : {} })
          }
        />
      </div>
      {audit.isPending ? <Spinner label={t('common.loading')} /> : null}
      {audit.isError ? <LoadFailure error={audit.error} /> : null}
      {audit.data && rows.length === 0 ? (
        <EmptyState title={t('console_app.backoffice.audit.empty')} headingLevel={2} />
      ) : null}
      {rows.length > 0 ? (
        <div className="console-table-wrap">
          <DataTable<BackofficeAuditEntry>
            caption={t('console_app.backoffice.audit.title')}
            rows={rows}
            getRowKey={(row) => String(row.id)}
            emptyLabel={t('console_app.backoffice.audit.empty')}
            columns={[
              {
                key: 'at',
                header: t('console_app.backoffice.audit.when'),
                cell: (row) => when(row.at),
              },
              {
                key: 'actor',
                header: t('console_app.backoffice.audit.who'),
                cell: (row) => row.actor,
              },
              {
                key: 'what',
                header: t('console_app.backoffice.audit.what'),
                cell: (row) => whatChanged(t, row),
              },
              {
                key: 'change',
                header: t('console_app.backoffice.audit.change'),
                cell: (row) => (
                  <ul className="console-list console-diff">
                    {changesOf(row, readerOf(row)).map((change) => (
                      <li key={change.field}>
                        {change.field}: <del>{change.before}</del> → <ins>{change.after}</ins>
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        </div>
      ) : null}
      {audit.hasNextPage ? (
        <div>
          <Button
            variant="outline"
            loading={audit.isFetchingNextPage}
            onClick={() => void audit.fetchNextPage()}
          >
            {t('console_app.backoffice.audit.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
