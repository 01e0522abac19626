import { Button, type DataTableColumn, EmptyState, StatusBadge } from '@careshop/design-system';
import type { BackofficeCoupon } from '@careshop/validation';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EditDeleteActions,
  EntityAdminPage,
  useEntityAdmin,
} from '../../../components/entity-admin';
import { LoadFailure } from '../../../components/load-failure';
import { useDateFormat } from '../../../lib/date-format';
import { useStaff } from '../../../lib/me';
import { formatCents } from '../../../lib/money';
import { useShopCurrency } from '../../../lib/shop-queries';
import { couponsQuery } from '../api/coupons';
import { CouponForm } from '../components/coupon-form';

/** Coupons: list, create and edit (case-sensitive codes, SPEC 5). */
export function CouponsPage() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const staff = useStaff();
  const currency = useShopCurrency(staff.organisation_id);
  const coupons = useQuery(couponsQuery());
  const admin = useEntityAdmin<BackofficeCoupon>({ queryKey: couponsQuery().queryKey });
  const day = (iso: string | null) => (iso ? dates.date(iso) : '—');
  const notOn = (coupon: BackofficeCoupon) =>
    [
      coupon.not_on_bundles ? t('console_app.backoffice.coupons.not_on_bundles') : null,
      coupon.not_on_promo ? t('console_app.backoffice.coupons.not_on_promo') : null,
      coupon.not_on_discounted ? t('console_app.backoffice.coupons.not_on_discounted') : null,
    ]
      .filter(Boolean)
      .join(', ') || '—';
  const columns: DataTableColumn<BackofficeCoupon>[] = [
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
        <EditDeleteActions admin={admin} row={row} name={row.code} canDelete={false} />
      ),
    },
  ];
  const add = () => admin.open({ mode: 'create' });
  return (
    <EntityAdminPage
      admin={admin}
      title={t('console_app.backoffice.coupons.title')}
      addLabel={t('console_app.backoffice.coupons.new')}
      intro={t('console_app.backoffice.coupons.intro')}
      canWrite
      query={coupons}
      columns={columns}
      getRowKey={(row) => row.code}
      nameOf={(row) => row.code}
      emptyLabel={t('console_app.backoffice.coupons.empty')}
      empty={
        <EmptyState
          title={t('console_app.backoffice.coupons.empty')}
          headingLevel={2}
          action={<Button onClick={add}>{t('console_app.backoffice.coupons.new')}</Button>}
        />
      }
      failure={(error) => <LoadFailure error={error} />}
      wrap
      editorInDialog
      editor={
        <CouponForm
          coupon={admin.editing?.mode === 'edit' ? admin.editing.row : null}
          currency={currency}
          onClose={(saved) => admin.done(saved ? { ok: true, text: saved } : null)}
        />
      }
    />
  );
}
