import { isApiError } from '@careshop/api-client';
import {
  Banner,
  Button,
  DataTable,
  EmptyState,
  Spinner,
  StatusBadge,
} from '@careshop/design-system';
import type { PendingAccount } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { useDateFormat } from '../../../lib/date-format';
import { failureReason } from '../../../lib/failure-reason';
import { api } from '../../../lib/session';
import { pendingAccountsQuery } from '../api/pending-accounts';
import { PendingAccountCompany, PendingAccountProfile } from '../components/pending-account-cells';
import { RejectDialog } from '../components/reject-dialog';

type Decision = {
  account: PendingAccount;
  decision: 'approve' | 'reject';
  reason?: string;
  /** Replace a decision already taken (decision 275). */
  changeDecision?: boolean;
};

/** A decision refused because the licence was decided meanwhile, and what it is now. */
type Conflict = { request: Decision; current: string };

/** Licence queue: accounts whose licence awaits approval; approve, or reject with a reason. */
export function LicencesPage() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const queryClient = useQueryClient();
  const pending = useQuery(pendingAccountsQuery());
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [rejecting, setRejecting] = useState<PendingAccount | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const decide = useMutation({
    mutationFn: ({ account, decision, reason: why, changeDecision }: Decision) =>
      decision === 'approve'
        ? api.call(backofficeRoutes.decideAccount, {
            params: { id: account.id, decision: 'approve' },
            body: changeDecision ? { change_decision: true } : {},
          })
        : api.call(backofficeRoutes.decideAccount, {
            params: { id: account.id, decision: 'reject' },
            body: changeDecision
              ? { reason: why ?? '', change_decision: true }
              : { reason: why ?? '' },
          }),
    onSuccess: (_result, { account, decision }) => {
      setConflict(null);
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
      void queryClient.invalidateQueries({ queryKey: pendingAccountsQuery().queryKey });
    },
    onError: (error, request) => {
      // Decided meanwhile (another staff member, another tab): replacing it is a choice of its own.
      if (isApiError(error) && error.serverCode === 'licence_already_decided') {
        const current = error.serverBody?.details?.license_valid;
        setRejecting(null);
        setNotice(null);
        setConflict({ request, current: typeof current === 'string' ? current : '' });
        return;
      }
      setNotice({
        ok: false,
        text: t('console_app.backoffice.licences.failed', { reason: failureReason(t, error) }),
      });
    },
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
      {conflict ? (
        <Banner
          severity="warning"
          live="alert"
          action={
            <div className="console-actions">
              <Button
                size="sm"
                variant="danger"
                loading={decide.isPending}
                onClick={() => decide.mutate({ ...conflict.request, changeDecision: true })}
              >
                {t(
                  conflict.request.decision === 'approve'
                    ? 'console_app.backoffice.licences.change_to_approved'
                    : 'console_app.backoffice.licences.change_to_rejected',
                )}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConflict(null)}>
                {t('console_app.backoffice.licences.keep_decision')}
              </Button>
            </div>
          }
        >
          {t('console_app.backoffice.licences.already_decided', {
            email: conflict.request.account.email,
            state: t(`console_app.backoffice.customers.licence_states.${conflict.current}`, {
              defaultValue: conflict.current,
            }),
          })}
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
                cell: (row) => <PendingAccountProfile profile={row.profile} />,
              },
              {
                key: 'cust_no',
                header: t('console_app.backoffice.licences.customer_number'),
                cell: (row) => row.cust_no,
              },
              {
                key: 'company',
                header: t('console_app.backoffice.licences.company'),
                cell: (row) => <PendingAccountCompany account={row} />,
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
                        decide.reset();
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
        <RejectDialog
          email={rejecting.email}
          busy={decide.isPending}
          failure={
            decide.isError
              ? t('console_app.backoffice.licences.failed', {
                  reason: failureReason(t, decide.error),
                })
              : null
          }
          onReject={(reason) => decide.mutate({ account: rejecting, decision: 'reject', reason })}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </div>
  );
}
