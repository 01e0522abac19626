import {
  Banner,
  Button,
  DataTable,
  Dialog,
  EmptyState,
  Spinner,
  StatusBadge,
  TextAreaField,
} from '@careshop/design-system';
import { countryName, type PendingAccount } from '@careshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/load-failure';
import { useDateFormat } from '../../lib/date-format';
import { failureReason } from '../../lib/failure-reason';
import { backofficeApi } from '../../lib/session';
import { shopQueries } from '../../lib/shop-queries';

type Decision = { account: PendingAccount; decision: 'approve' | 'reject'; reason?: string };

/** Licence queue: accounts whose licence awaits approval; approve, or reject with a reason. */
export function LicencesPage() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const queryClient = useQueryClient();
  const pending = useQuery(shopQueries.pendingAccounts());
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [rejecting, setRejecting] = useState<PendingAccount | null>(null);
  const [reason, setReason] = useState('');

  const decide = useMutation({
    mutationFn: ({ account, decision, reason: why }: Decision) =>
      decision === 'approve'
        ? backofficeApi.approveAccount(account.id)
        : backofficeApi.rejectAccount(account.id, why),
    onSuccess: (_result, { account, decision }) => {
      setNotice({
        ok: true,
        text: t(
          decision === 'approve'
            ? 'console_app.backoffice.licences.approved'
            : 'console_app.backoffice.licences.rejected',
          { email: account.email },
        ),
      });
      setRejecting(null);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: shopQueries.pendingAccounts().queryKey });
    },
    onError: (error) =>
      setNotice({
        ok: false,
        text: t('console_app.backoffice.licences.failed', { reason: failureReason(t, error) }),
      }),
  });

  const when = (iso: string) => dates.instantDate(iso);

  return (
    <div className="console-stack">
      <div>
        <h1>{t('console_app.backoffice.licences.title')}</h1>
        <p className="console-muted">{t('console_app.backoffice.licences.intro')}</p>
      </div>
      {notice ? (
        <Banner severity={notice.ok ? 'success' : 'error'} live={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Banner>
      ) : null}
      {pending.isPending ? <Spinner label={t('common.loading')} /> : null}
      {pending.isError ? <LoadFailure error={pending.error} /> : null}
      {pending.data && pending.data.length === 0 ? (
        <EmptyState
          title={t('console_app.backoffice.licences.empty')}
          description={t('console_app.backoffice.licences.empty_hint')}
          headingLevel={2}
        />
      ) : null}
      {pending.data && pending.data.length > 0 ? (
        <div className="console-table-wrap">
          <DataTable
            caption={t('console_app.backoffice.licences.title')}
            rows={pending.data}
            getRowKey={(row) => String(row.id)}
            emptyLabel={t('console_app.backoffice.licences.empty')}
            columns={[
              {
                key: 'name',
                header: t('console_app.backoffice.licences.name'),
                cell: (row) => (
                  <>
                    <strong>{`${row.firstName} ${row.lastName}`.trim() || row.email}</strong>
                    <br />
                    <span className="console-muted">{row.email}</span>
                  </>
                ),
              },
              {
                key: 'profile',
                header: t('console_app.backoffice.licences.profile'),
                cell: (row) => {
                  const profile = row.profile;
                  const lines = [
                    profile.role
                      ? t(`professional.roles.${profile.role}`, { defaultValue: profile.role })
                      : null,
                    profile.empType
                      ? t(`professional.emp_types.${profile.empType}`, {
                          defaultValue: profile.empType,
                        })
                      : null,
                    [profile.street_name, profile.house_number].filter(Boolean).join(' ') ||
                      profile.address ||
                      null,
                    [
                      profile.postalcode,
                      profile.city,
                      profile.country && countryName(profile.country, i18n.language),
                    ]
                      .filter(Boolean)
                      .join(' ') || null,
                    profile.phone ?? null,
                    profile.school
                      ? [profile.school, profile.department, profile.graduation_year]
                          .filter(Boolean)
                          .join(', ')
                      : null,
                  ].filter((line): line is string => Boolean(line));
                  return lines.length > 0 ? (
                    <ul className="console-list">
                      {lines.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  );
                },
              },
              {
                key: 'cust_no',
                header: t('console_app.backoffice.licences.customer_number'),
                cell: (row) => row.cust_no,
              },
              {
                key: 'company',
                header: t('console_app.backoffice.licences.company'),
                cell: (row) => {
                  const typed = row.registered_company;
                  const joins = row.joins_existing_office;
                  return (
                    <>
                      {row.company_name}
                      {typed?.company_name && typed.company_name !== row.company_name ? (
                        <>
                          <br />
                          <span className="console-muted">
                            {t('console_app.backoffice.licences.registered_company')}:{' '}
                            {[typed.company_name, typed.postalcode, typed.city]
                              .filter(Boolean)
                              .join(', ')}
                          </span>
                        </>
                      ) : null}
                      {joins ? (
                        <>
                          <br />
                          <StatusBadge
                            status="neutral"
                            label={t('console_app.backoffice.licences.joins_office')}
                          />
                        </>
                      ) : null}
                    </>
                  );
                },
              },
              {
                key: 'license_number',
                header: t('console_app.backoffice.licences.license_number'),
                cell: (row) => (
                  <>
                    {row.license_number || '—'}{' '}
                    <StatusBadge
                      status="license-pending"
                      label={t('console_app.backoffice.licences.pending')}
                    />
                  </>
                ),
              },
              {
                key: 'created',
                header: t('console_app.backoffice.licences.registered'),
                cell: (row) => when(row.created),
              },
              {
                key: 'actions',
                header: t('common.actions'),
                cell: (row) => (
                  <div className="console-actions">
                    <Button
                      size="sm"
                      loading={
                        decide.isPending &&
                        decide.variables?.account.id === row.id &&
                        decide.variables.decision === 'approve'
                      }
                      onClick={() => decide.mutate({ account: row, decision: 'approve' })}
                    >
                      {t('console_app.backoffice.licences.approve')}
                      <span className="console-sr-only"> {row.email}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setReason('');
                        setRejecting(row);
                      }}
                    >
                      {t('console_app.backoffice.licences.reject')}
                      <span className="console-sr-only"> {row.email}</span>
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        </div>
      ) : null}
      {rejecting ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setRejecting(null);
          }}
          title={t('console_app.backoffice.licences.reject_title', { email: rejecting.email })}
          description={t('console_app.backoffice.licences.reject_description')}
          closeLabel={t('common.close')}
        >
          <form
            noValidate
            className="console-form"
            onSubmit={(event) => {
              event.preventDefault();
              decide.mutate({
                account: rejecting,
                decision: 'reject',
                reason: reason.trim() || undefined,
              });
            }}
          >
            {decide.isError ? (
              <Banner severity="error" live="alert">
                {t('console_app.backoffice.licences.failed', {
                  reason: failureReason(t, decide.error),
                })}
              </Banner>
            ) : null}
            <TextAreaField
              name="reason"
              label={t('console_app.backoffice.licences.reason')}
              help={t('console_app.backoffice.licences.reason_hint')}
              maxLength={2000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="console-actions">
              <Button type="submit" variant="danger" loading={decide.isPending}>
                {t('console_app.backoffice.licences.confirm_reject')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setRejecting(null)}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </div>
  );
}
