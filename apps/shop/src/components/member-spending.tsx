import { formatDate, formatMoney } from '@careshop/i18n';
import type { MemberSpending } from '@careshop/validation';
import { memberLimitState } from '@careshop/validation';
import { useTranslation } from 'react-i18next';

/**
 * A member's spending this period: spent of the limit and what is left, or "No limit" (never
 * shown as exceeded, decision 330), the period and the approval threshold. Money in the office's
 * currency.
 */
export function MemberSpendingText({
  spending,
  locale,
}: {
  spending: MemberSpending;
  locale: string;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, spending.currency, locale);
  const state = memberLimitState(
    {
      limitCents: spending.limit_cents,
      period: spending.period,
      approvalThresholdCents: spending.approval_threshold_cents,
    },
    spending.spent_cents,
  );
  // The period's end is exclusive: the last day shown is the day before.
  const lastDay = new Date(new Date(spending.period_end).getTime() - 86_400_000);
  const day = (date: Date) => formatDate(date, locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <span className="shop-member-spending" data-testid="member-spending">
      {state.limitCents === null ? (
        <span>
          {money(state.spentCents)} · <strong>{t('office.spending.no_limit')}</strong>
        </span>
      ) : (
        <span>
          {t('office.spending.spent_of', {
            spent: money(state.spentCents),
            limit: t(`office.per_period.${spending.period}`, {
              amount: money(state.limitCents),
            }),
          })}{' '}
          ·{' '}
          <strong>{t('office.spending.left', { amount: money(state.remainingCents ?? 0) })}</strong>
        </span>
      )}
      <span className="shop-muted">
        {t('office.spending.period', {
          start: day(new Date(spending.period_start)),
          end: day(lastDay),
        })}
      </span>
      <span className="shop-muted">
        {spending.approval_threshold_cents === null
          ? t('office.spending.no_threshold')
          : t('office.spending.threshold', { amount: money(spending.approval_threshold_cents) })}
      </span>
    </span>
  );
}
