import { Banner, Spinner, Stack, Tabs } from '@careshop/design-system';
import { formatDate, formatMoney } from '@careshop/i18n';
import type { ApprovalListQuery, ApprovalRequest } from '@careshop/validation';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { serverErrorCode } from '../../../lib/api';
import {
  officeErrorKey,
  useOfficeAllows,
  useOfficeRole,
  useOfficeTexts,
} from '../../../lib/office';
import { useMe } from '../../../lib/queries/get-me';
import { useApprovalRequests } from '../../../lib/queries/office';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { ApprovalStatusBadge } from './approval-status';

/**
 * Approval requests (issue 29, decision 330): "To decide" for approvers and administrators (the
 * colleagues' requests, pending first) and "My requests" for anyone who orders.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const role = useOfficeRole();
  const ready = useOfficeTexts();
  const mayApprove = useOfficeAllows('approve');
  const mayOrder = useOfficeAllows('order');
  if (me === undefined || !ready) return <Spinner label={t('common.loading')} />;
  if (role === null || (!mayApprove && !mayOrder)) return <NotFoundPage />;
  const mine = <RequestList scope="mine" empty={t('office.approvals.empty_mine')} />;
  return (
    <PageSection title={t('office.approvals.title')} testId="approvals">
      {mayApprove ? (
        <Tabs
          label={t('office.approvals.title')}
          items={[
            {
              value: 'to_decide',
              label: t('office.approvals.to_decide'),
              content: (
                <RequestList scope="to_decide" empty={t('office.approvals.empty_to_decide')} />
              ),
            },
            { value: 'mine', label: t('office.approvals.mine'), content: mine },
          ]}
        />
      ) : (
        <Stack gap="sm">
          <h2>{t('office.approvals.mine')}</h2>
          {mine}
        </Stack>
      )}
    </PageSection>
  );
}

function RequestList({ scope, empty }: { scope: ApprovalListQuery['scope']; empty: string }) {
  const { t } = useTranslation();
  const requests = useApprovalRequests({ scope });
  if (requests.isPending) return <Spinner label={t('common.loading')} />;
  if (!requests.data) {
    return (
      <Banner severity="error" live="alert">
        {t(officeErrorKey(serverErrorCode(requests.error)) ?? 'errors.general_error')}
      </Banner>
    );
  }
  if (requests.data.items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="shop-plain-list shop-office-list" data-testid={`approvals-${scope}`}>
      {requests.data.items.map((request) => (
        <RequestRow key={request.id} request={request} showRequester={scope === 'to_decide'} />
      ))}
    </ul>
  );
}

function RequestRow({
  request,
  showRequester,
}: {
  request: ApprovalRequest;
  showRequester: boolean;
}) {
  const { t } = useTranslation();
  const { intlLocale } = useShopLanguage();
  return (
    <li className="shop-office-row" data-request={request.id}>
      <div className="shop-template-summary">
        <h3 className="shop-flush">
          <Link to="/approvals/$requestId" params={{ requestId: String(request.id) }}>
            {t('office.approvals.request', { id: request.id })}
          </Link>
        </h3>
        <p className="shop-muted shop-flush">
          {showRequester
            ? `${t('office.approvals.requested_by', { name: request.requested_by.name })} · `
            : ''}
          {t('office.approvals.requested_on', {
            date: formatDate(new Date(request.created_at), intlLocale, { dateStyle: 'medium' }),
          })}
          {' · '}
          {t('office.approvals.total')}: {formatMoney(request.total, request.currency, intlLocale)}
        </p>
      </div>
      <ApprovalStatusBadge status={request.status} />
    </li>
  );
}
