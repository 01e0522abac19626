import { Button, DataTable, EmptyState, Spinner, StatusBadge } from '@careshop/design-system';
import type { BackofficeCoupon } from '@careshop/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { type FormResult, ResultBanner } from '../../../components/result-banner';
import { useDateFormat } from '../../../lib/date-format';
import { useStaff } from '../../../lib/me';
import { formatCents } from '../../../lib/money';
import { useShopCurrency } from '../../../lib/shop-queries';
import { couponsQuery } from '../api/coupons';
import { CouponForm } from '../components/coupon-form';

type Editing = { coupon: BackofficeCoupon | null } | null;

/** Coupons: list, create and edit (case-sensitive codes, SPEC 5). */
export function CouponsPage() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const staff = useStaff();
  const currency = useShopCurrency(staff.organisation_id);
  const coupons = useQuery(couponsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const day = (iso: string | null) => (iso ? dates.date(iso) : '—');
  const notOn = (coupon: BackofficeCoupon) =>
    [
      coupon.not_on_bundles ? t('console_app.backoffice.coupons.not_on_bundles') : null,
      coupon.not_on_promo ? t('console_app.backoffice.coupons.not_on_promo') : null,
      coupon.not_on_discounted ? t('console_app.backoffice.coupons.not_on_discounted') : null,
    ]
      .filter(Boolean)
      .join(', ') || '—';
  return (
    <div className="console-stack">
      <div className="console-title-row">
        <div>
          <h1>{t('console_app.backoffice.coupons.title')}</h1>
          <p className="console-muted">{t('console_app.backoffice.coupons.intro')}</p>
        </div>
        <Button onClick={() => setEditing({ coupon: null })}>
          {t('console_app.backoffice.coupons.new')}
        </Button>
      </div>
      <ResultBanner result={result} />
      {coupons.isPending ? <Spinner label={t('common.loading')} /> : null}
      {coupons.isError ? <LoadFailure error={coupons.error} /> : null}
      {coupons.data && coupons.data.length === 0 ? (
        <EmptyState
          title={t('console_app.backoffice.coupons.empty')}
          headingLevel={2}
          action={
            <Button onClick={() => setEditing({ coupon: null })}>
              {t('console_app.backoffice.coupons.new')}
            </Button>
          }
        />
      ) : null}
      {coupons.data && coupons.data.length > 0 ? (
        <div className="console-table-wrap">
          <DataTable<BackofficeCoupon>
            caption={t('console_app.backoffice.coupons.title')}
            rows={coupons.data}
            getRowKey={(row) => row.code}
            emptyLabel={t('console_app.backoffice.coupons.empty')}
            columns={[
              {
                key: 'code',
                header: t('console_app.backoffice.coupons.code'),
                cell: (row) => <code>{row.code}</code>,
              },
              {
                key: 'value',
                header: t('console_app.backoffice.coupons.value'),
                align: 'end',
                cell: (row) =>
                  row.amount_off_cents !== null
                    ? formatCents(row.amount_off_cents, currency, i18n.language)
                    : new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
                        (row.percent_off ?? 0) / 100,
                      ),
              },
              {
                key: 'valid',
                header: `${t('console_app.backoffice.coupons.valid_from')} – ${t('console_app.backoffice.coupons.valid_until')}`,
                cell: (row) => `${day(row.valid_from)} – ${day(row.valid_until)}`,
              },
              {
                key: 'usage',
                header: t('console_app.backoffice.coupons.usage'),
                align: 'end',
                cell: (row) =>
                  t('console_app.backoffice.coupons.usage_of', {
                    used: row.times_used,
                    limit: row.usage_limit ?? t('console_app.backoffice.unlimited'),
                  }),
              },
              {
                key: 'not_on',
                header: t('console_app.backoffice.coupons.not_on'),
                cell: notOn,
              },
              {
                key: 'active',
                header: t('common.status'),
                cell: (row) => (
                  <StatusBadge
                    status={row.active ? 'license-approved' : 'neutral'}
                    label={
                      row.active
                        ? t('console_app.backoffice.coupons.active')
                        : t('console_app.backoffice.coupons.inactive')
                    }
                  />
                ),
              },
              {
                key: 'actions',
                pin: 'end',
                header: t('common.actions'),
                cell: (row) => (
                  <Button size="sm" variant="outline" onClick={() => setEditing({ coupon: row })}>
                    {t('common.edit')}
                    <span className="console-sr-only"> {row.code}</span>
                  </Button>
                ),
              },
            ]}
          />
        </div>
      ) : null}
      {editing ? (
        <CouponForm
          coupon={editing.coupon}
          currency={currency}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setResult({ ok: true, text: saved });
          }}
        />
      ) : null}
    </div>
  );
}
