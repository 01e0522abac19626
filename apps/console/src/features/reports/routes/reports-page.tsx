import { Banner, Button, DataTable, EmptyState, Spinner } from '@careshop/design-system';
import type { ReportSubscriptionDetail } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format';
import { failureReason } from '../../../lib/failure-reason';
import { useMay } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { api } from '../../../lib/session';
import { subscriptionsQuery } from '../api/subscriptions';
import { AdHocReport } from '../components/ad-hoc-report';
import { SubscriptionForm } from '../components/subscription-form';

type Editing = { subscription: ReportSubscriptionDetail | null } | null;

/** Reports: the ad hoc download, and the report subscriptions sent by e-mail on a schedule. */
export function ReportsPage() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const may = useMay();
  const queryClient = useQueryClient();
  const locations = useQuery(queries.locations());
  const subscriptions = useQuery({
    ...subscriptionsQuery(),
    enabled: may('subscriptions:read'),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const mayWrite = may('subscriptions:write');
  const locationName = (id: number) =>
    locations.data?.find((location) => location.id === id)?.name ?? `#${id}`;
  // When it was last sent, in its location's time zone, saying which (decision 263).
  const when = (iso: string | null | undefined, locationId: number) =>
    iso
      ? dates.dateTime(
          iso,
          locations.data?.find((location) => location.id === locationId)?.timeZone,
        )
      : t('console.reports.never_sent');

  const refresh = () => queryClient.invalidateQueries({ queryKey: subscriptionsQuery().queryKey });
  const act = useMutation({
    mutationFn: async ({
      action,
      subscription,
    }: {
      action: 'send' | 'pause' | 'resume' | 'delete';
      subscription: ReportSubscriptionDetail;
    }): Promise<string> => {
      switch (action) {
        case 'send': {
          const result = await api.call(consoleRoutes.sendSubscriptionNow, {
            params: { id: subscription.id },
          });
          if (result.sent) return t('console_app.reports.sent', { rows: result.rows });
          return result.reason === 'paused'
            ? t('console_app.reports.not_sent_paused')
            : t('console_app.reports.not_sent_empty');
        }
        case 'pause':
        case 'resume':
          await api.call(consoleRoutes.updateSubscription, {
            params: { id: subscription.id },
            body: { paused: action === 'pause' },
          });
          return t('console_app.forms.saved');
        case 'delete':
          await api.call(consoleRoutes.deleteSubscription, { params: { id: subscription.id } });
          return t('console_app.forms.deleted');
      }
    },
    onSuccess: (text) => {
      setNotice({ ok: true, text });
      void refresh();
    },
    onError: (error) =>
      setNotice({
        ok: false,
        text: t('console_app.forms.save_failed', { reason: failureReason(t, error) }),
      }),
  });

  if (locations.isPending) return <Spinner label={t('common.loading')} />;
  if (locations.isError) {
    return (
      <Banner severity="error" live="alert">
        {t('console_app.forms.load_failed')}
      </Banner>
    );
  }
  return (
    <div className="console-stack">
      <div>
        <h1>{t('console.reports.title')}</h1>
        <p className="console-muted">{t('console_app.reports.intro')}</p>
      </div>
      <AdHocReport locations={locations.data} />
      {may('subscriptions:read') ? (
        <section aria-labelledby="subscriptions" className="console-stack">
          <div className="console-title-row">
            <h2 id="subscriptions">{t('console.reports.subscriptions')}</h2>
            {mayWrite ? (
              <Button onClick={() => setEditing({ subscription: null })}>
                {t('console.reports.add_subscription')}
              </Button>
            ) : null}
          </div>
          <p className="console-muted">{t('console.notices.reports_nightly')}</p>
          {notice ? (
            <Banner
              severity={notice.ok ? 'success' : 'error'}
              live={notice.ok ? 'status' : 'alert'}
            >
              {notice.text}
            </Banner>
          ) : null}
          {subscriptions.isPending ? <Spinner label={t('common.loading')} /> : null}
          {subscriptions.data && subscriptions.data.length === 0 ? (
            <EmptyState title={t('console_app.forms.none')} />
          ) : null}
          {subscriptions.data && subscriptions.data.length > 0 ? (
            <div className="console-table-wrap">
              <DataTable
                caption={t('console.reports.subscriptions')}
                rows={subscriptions.data}
                getRowKey={(row) => String(row.id)}
                emptyLabel={t('console_app.forms.none')}
                columns={[
                  {
                    key: 'type',
                    header: t('console.reports.report_type'),
                    cell: (row) => t(`console.report_types.${row.report_type}`),
                  },
                  {
                    key: 'location',
                    header: t('console_app.reports.location'),
                    cell: (row) => locationName(row.location_id),
                  },
                  {
                    key: 'trigger',
                    header: t('console.reports.trigger'),
                    cell: (row) =>
                      `${t(`console.triggers.${row.trigger}`)} · ${t(`console.formats.${row.format}`)}`,
                  },
                  {
                    key: 'recipient',
                    header: t('console.reports.recipient'),
                    cell: (row) => row.recipient,
                  },
                  {
                    key: 'lastsent',
                    header: t('console.reports.last_sent'),
                    cell: (row) => when(row.lastsent, row.location_id),
                  },
                  {
                    key: 'state',
                    header: t('common.status'),
                    cell: (row) =>
                      row.paused
                        ? t('console_app.reports.paused')
                        : t('console_app.reports.active'),
                  },
                  ...(mayWrite
                    ? [
                        {
                          key: 'actions',
                          pin: 'end' as const,
                          header: t('common.actions'),
                          cell: (row: ReportSubscriptionDetail) => (
                            <div className="console-actions">
                              <Button
                                size="sm"
                                variant="outline"
                                onClick={() => setEditing({ subscription: row })}
                              >
                                {t('common.edit')}
                                <span className="console-sr-only"> {row.id}</span>
                              </Button>
                              <Button
                                size="sm"
                                variant="outline"
                                loading={
                                  act.isPending &&
                                  act.variables?.subscription.id === row.id &&
                                  act.variables.action === 'send'
                                }
                                onClick={() => act.mutate({ action: 'send', subscription: row })}
                              >
                                {t('console_app.reports.send_now')}
                              </Button>
                              <Button
                                size="sm"
                                variant="ghost"
                                onClick={() =>
                                  act.mutate({
                                    action: row.paused ? 'resume' : 'pause',
                                    subscription: row,
                                  })
                                }
                              >
                                {row.paused
                                  ? t('console_app.reports.resume')
                                  : t('console_app.reports.pause')}
                              </Button>
                              <Button
                                size="sm"
                                variant="danger"
                                onClick={() => {
                                  if (
                                    window.confirm(
                                      t('console_app.forms.confirm_delete', {
                                        name: t(`console.report_types.${row.report_type}`),
                                      }),
                                    )
                                  ) {
                                    act.mutate({ action: 'delete', subscription: row });
                                  }
                                }}
                              >
                                {t('common.delete')}
                              </Button>
                            </div>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </div>
          ) : null}
        </section>
      ) : null}
      {editing ? (
        <SubscriptionForm
          subscription={editing.subscription}
          locations={locations.data}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setNotice({ ok: true, text: t('console_app.forms.saved') });
          }}
        />
      ) : null}
    </div>
  );
}
