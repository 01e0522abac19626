import type { ServerErrorCode } from '@careshop/api-client';
import { Banner, Button, Card, Spinner, Stack, TextAreaField } from '@careshop/design-system';
import { formatDate, formatMoney } from '@careshop/i18n';
import { useSchemaForm } from '@careshop/schema-form';
import { type ApprovalRequest, approvalRejectBodySchema, orderNumber } from '@careshop/validation';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberSpendingText } from '../../../components/member-spending';
import { PageSection } from '../../../components/page-section';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { serverErrorCode } from '../../../lib/api';
import { officeErrorKey, useOfficeAllows, useOfficeTexts } from '../../../lib/office';
import { useMe } from '../../../lib/queries/get-me';
import {
  useApprovalRequest,
  useApproveRequest,
  useRejectRequest,
  useWithdrawRequest,
} from '../../../lib/queries/office';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { ApprovalStatusBadge } from './approval-status';

/**
 * One approval request (issue 29, decision 330): what was asked (lines, totals), who asked, its
 * state, expiry, the rejection's reason and the order placed on approval. An approver (not the
 * requester) approves or rejects with a reason; the requester withdraws it while it waits. Right
 * after checkout (`?submitted=1`) it opens with the "awaiting approval" confirmation.
 */
export function ApprovalDetailPage() {
  const { t } = useTranslation();
  const { requestId } = useParams({ strict: false }) as { requestId: string };
  const { submitted } = useSearch({ strict: false }) as { submitted?: number };
  const ready = useOfficeTexts();
  const me = useMe();
  const id = Number(requestId);
  const request = useApprovalRequest(id);
  if (!ready || me === undefined || request.isPending) {
    return <Spinner label={t('common.loading')} />;
  }
  if (!request.data) {
    const code = serverErrorCode(request.error);
    if (code === 'approval_request_not_found' || code === 'invalid_request') {
      return <NotFoundPage />;
    }
    return (
      <PageSection title={t('office.approvals.title')}>
        <Banner severity="error" live="alert">
          {t(officeErrorKey(code) ?? 'errors.general_error')}
        </Banner>
      </PageSection>
    );
  }
  return (
    <ApprovalDetail
      request={request.data}
      mine={request.data.requested_by.id === Number(me.id)}
      submitted={submitted === 1}
    />
  );
}

/**
 * An organisation rule that refused the order at approval (decision 330: checked again then; the
 * request stays pending), in the words the cart uses for it.
 */
function ruleErrorKey(code: ServerErrorCode | undefined): string | undefined {
  switch (code) {
    case 'max_orders_exceeded':
      return 'errors.cart.max-orders-exceeded';
    case 'max_order_price_reached':
      return 'errors.cart.max_order_price_reached';
    case 'max_product_amount_reached':
      return 'errors.cart.max_product_amount_reached';
    case 'max_product_year_reached':
      return 'errors.product.max_quantity_reached';
    case 'out_of_stock':
    case 'insufficient_stock':
      return 'product.availability.out_of_stock';
    case 'invalid_coupon':
      return 'errors.coupon.invalid';
    default:
      return undefined;
  }
}

function ApprovalDetail({
  request,
  mine,
  submitted,
}: {
  request: ApprovalRequest;
  mine: boolean;
  submitted: boolean;
}) {
  const { t } = useTranslation();
  const { intlLocale } = useShopLanguage();
  const mayApprove = useOfficeAllows('approve');
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const withdraw = useWithdrawRequest();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const money = (cents: number) => formatMoney(cents, request.currency, intlLocale);
  const day = (iso: string) => formatDate(new Date(iso), intlLocale, { dateStyle: 'medium' });
  const pending = request.status === 'pending';
  const mayDecide = pending && !mine && mayApprove;

  const attempt = async (work: () => Promise<string>) => {
    setNotice(null);
    setFailure(null);
    try {
      setNotice(await work());
    } catch (error) {
      const code = serverErrorCode(error);
      setFailure(t(officeErrorKey(code) ?? ruleErrorKey(code) ?? 'office.errors.generic'));
    }
  };
  const form = useSchemaForm(approvalRejectBodySchema, { reason: '' }, (body) =>
    attempt(async () => {
      await reject.mutateAsync({ id: request.id, body });
      setRejecting(false);
      return t('office.approvals.rejected');
    }),
  );

  return (
    <PageSection
      title={t('office.approvals.request', { id: request.id })}
      testId="approval-request"
    >
      {submitted && pending ? (
        <Banner severity="success" live="status" title={t('office.approvals.submitted_title')}>
          {t('office.approvals.submitted_text', { id: request.id })}
        </Banner>
      ) : null}
      {notice ? (
        <Banner severity="success" live="status">
          {notice}
        </Banner>
      ) : null}
      {failure ? (
        <Banner severity="error" live="alert">
          {failure}
        </Banner>
      ) : null}
      <Card>
        <Stack gap="sm">
          <div className="shop-member-head">
            <ApprovalStatusBadge status={request.status} />
            <span>{t(`office.approvals.reasons.${request.reason}`)}</span>
          </div>
          <p className="shop-flush">
            {t('office.approvals.requested_by', { name: request.requested_by.name })} (
            {request.requested_by.email}) ·{' '}
            {t('office.approvals.requested_on', { date: day(request.created_at) })}
          </p>
          {pending ? (
            <p className="shop-flush">
              {t('office.approvals.expires_on', { date: day(request.expires_at) })}
            </p>
          ) : null}
          {request.decided_by && request.decided_at ? (
            <p className="shop-flush">
              {t('office.approvals.decided_by', {
                name: request.decided_by.name,
                date: day(request.decided_at),
              })}
            </p>
          ) : null}
          {request.rejection_reason ? (
            <div data-testid="rejection-reason">
              <h2 className="shop-flush">{t('office.approvals.rejection_reason')}</h2>
              <p className="shop-flush shop-pre-line">{request.rejection_reason}</p>
            </div>
          ) : null}
          {request.order_id ? (
            <p className="shop-flush">
              <Link to="/profile/my-orders/$orderId" params={{ orderId: String(request.order_id) }}>
                {t('office.approvals.order_link', { number: orderNumber(request.order_id) })}
              </Link>
            </p>
          ) : null}
        </Stack>
      </Card>
      <Card as="section" title={t('office.approvals.lines')} headingLevel={2}>
        <Stack gap="xs">
          <ul className="shop-plain-list">
            {request.lines.map((line) => (
              <li key={line.id} className="shop-summary-row">
                <span>
                  {line.quantity} × {line.name ?? line.id}
                </span>
                <span>{money(line.price_in_cents * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <div className="shop-summary-row">
            <span>{t('cart.subtotal')}</span>
            <span>{money(request.subtotal)}</span>
          </div>
          <div className="shop-summary-row">
            <span>{t('cart.shipping')}</span>
            <span>{money(request.shipping)}</span>
          </div>
          {request.discount > 0 ? (
            <div className="shop-summary-row">
              <span>{t('cart.discount')}</span>
              <span>-{money(request.discount)}</span>
            </div>
          ) : null}
          <div className="shop-summary-row" style={{ fontWeight: 700 }}>
            <span>{t('office.approvals.total')}</span>
            <span data-testid="approval-total">{money(request.total)}</span>
          </div>
        </Stack>
      </Card>
      {!mine ? (
        <Card
          as="section"
          title={t('office.approvals.requester_spending', { name: request.requested_by.name })}
          headingLevel={2}
        >
          <MemberSpendingText spending={request.spending} locale={intlLocale} />
        </Card>
      ) : null}
      {mayDecide && !rejecting ? (
        <div className="shop-actions">
          <Button
            loading={approve.isPending}
            onClick={() =>
              void attempt(async () => {
                await approve.mutateAsync(request.id);
                return t('office.approvals.approved');
              })
            }
          >
            {t('office.approvals.approve')}
          </Button>
          <Button variant="outline" onClick={() => setRejecting(true)}>
            {t('office.approvals.reject')}
          </Button>
        </div>
      ) : null}
      {mayDecide && rejecting ? (
        <Card as="section" title={t('office.approvals.reject_title')} headingLevel={2}>
          <form noValidate onSubmit={form.onSubmit}>
            <Stack gap="md">
              <TextAreaField
                label={t('office.approvals.reason_label')}
                required
                rows={4}
                maxLength={1000}
                autoFocus
                {...form.text('reason')}
              />
              <div className="shop-actions">
                <Button type="submit" variant="danger" loading={form.submitting}>
                  {t('office.approvals.reject')}
                </Button>
                <Button variant="ghost" onClick={() => setRejecting(false)}>
                  {t('common.cancel')}
                </Button>
              </div>
            </Stack>
          </form>
        </Card>
      ) : null}
      {pending && mine ? (
        <div>
          <Button
            variant="outline"
            loading={withdraw.isPending}
            onClick={() =>
              void attempt(async () => {
                await withdraw.mutateAsync(request.id);
                return t('office.approvals.withdrawn');
              })
            }
          >
            {t('office.approvals.withdraw')}
          </Button>
        </div>
      ) : null}
      <p>
        <Link to="/approvals">{t('office.approvals.back')}</Link>
      </p>
    </PageSection>
  );
}
