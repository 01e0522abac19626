import { Button, Checkbox, Dialog, Select, TextField } from '@careshop/design-system';
import { type FormValues, useSchemaForm } from '@careshop/schema-form';
import {
  type BackofficeCoupon,
  type BackofficeCouponForm,
  backofficeCouponFormSchema,
  couponKinds,
} from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { type FormResult, ResultBanner } from '../../../components/result-banner';
import { failureReason } from '../../../lib/failure-reason';
import { asNumber, useFocusFirstError } from '../../../lib/form-feedback';
import { centsToInput, formatCents, parseMoneyInput } from '../../../lib/money';
import { api } from '../../../lib/session';
import { couponsQuery } from '../api/coupons';

/** Create or edit a coupon in a dialog; amounts are typed in the organisation's currency. */
export function CouponForm({
  coupon,
  currency,
  onClose,
}: {
  coupon: BackofficeCoupon | null;
  currency: string;
  onClose: (saved: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const save = useMutation({
    mutationFn: (body: BackofficeCouponForm) => {
      const { code, kind, value, ...rest } = body;
      // Exactly one of the two amounts; switching kind sends the other as null (decision 219).
      const changes = {
        ...rest,
        percent_off: kind === 'percent' ? value : null,
        amount_off_cents: kind === 'amount' ? value : null,
      };
      return coupon
        ? api.call(backofficeRoutes.updateCoupon, { params: { code: coupon.code }, body: changes })
        : api.call(backofficeRoutes.createCoupon, { body: { code, ...changes } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQuery().queryKey }),
  });
  const initial: FormValues = coupon
    ? {
        code: coupon.code,
        kind: coupon.amount_off_cents !== null ? 'amount' : 'percent',
        value:
          coupon.amount_off_cents !== null
            ? centsToInput(coupon.amount_off_cents, currency, i18n.language)
            : String(coupon.percent_off ?? ''),
        valid_from: coupon.valid_from ?? '',
        valid_until: coupon.valid_until ?? '',
        usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
        not_on_bundles: coupon.not_on_bundles,
        not_on_promo: coupon.not_on_promo,
        not_on_discounted: coupon.not_on_discounted,
        active: coupon.active,
      }
    : {
        code: '',
        kind: 'amount',
        value: '',
        valid_from: '',
        valid_until: '',
        usage_limit: '',
        not_on_bundles: true,
        not_on_promo: true,
        not_on_discounted: true,
        active: true,
      };
  const form = useSchemaForm(
    backofficeCouponFormSchema,
    initial,
    async (body) => {
      setResult(null);
      try {
        await save.mutateAsync(body);
        onClose(
          t(
            coupon
              ? 'console_app.backoffice.coupons.saved'
              : 'console_app.backoffice.coupons.created',
            { code: body.code },
          ),
        );
      } catch (error) {
        form.showServerErrors(error);
        setResult({
          ok: false,
          text: t('console_app.backoffice.coupons.save_failed', {
            reason: failureReason(t, error),
          }),
        });
      }
    },
    (values) => {
      const value = String(values.value ?? '').trim();
      return {
        // No case change: the code is case sensitive (SPEC 5); the schema trims it.
        code: String(values.code ?? ''),
        kind: values.kind,
        value:
          values.kind === 'amount'
            ? value === ''
              ? undefined
              : (parseMoneyInput(value, currency, i18n.language) ?? value)
            : asNumber(value),
        valid_from: values.valid_from || null,
        valid_until: values.valid_until || null,
        usage_limit: values.usage_limit === '' ? null : asNumber(values.usage_limit),
        not_on_bundles: values.not_on_bundles === true,
        not_on_promo: values.not_on_promo === true,
        not_on_discounted: values.not_on_discounted === true,
        active: values.active === true,
      };
    },
  );
  useFocusFirstError(formRef, form.errors);
  const amount = form.values.kind === 'amount';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose(null);
      }}
      title={
        coupon
          ? t('console_app.backoffice.coupons.edit', { code: coupon.code })
          : t('console_app.backoffice.coupons.new')
      }
      description={t('console_app.backoffice.coupons.code_hint')}
      closeLabel={t('common.close')}
      size="lg"
    >
      <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
        <ResultBanner result={result} />
        <div className="console-form-grid">
          <TextField
            label={t('console_app.backoffice.coupons.code')}
            required
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={coupon !== null}
            {...form.text('code')}
          />
          <Select
            label={t('console_app.backoffice.coupons.kind')}
            options={couponKinds.map((value) => ({
              value,
              label: t(`console_app.backoffice.coupons.kinds.${value}`),
            }))}
            {...form.text('kind')}
          />
          <TextField
            inputMode={amount ? 'decimal' : 'numeric'}
            required
            label={
              amount
                ? `${t('console_app.backoffice.coupons.amount')} (${currency})`
                : `${t('console_app.backoffice.coupons.percent')} (%)`
            }
            help={
              amount
                ? t('console_app.backoffice.products.price_hint', {
                    currency,
                    example: formatCents(1050, currency, i18n.language),
                  })
                : t('console_app.backoffice.coupons.percent_invalid')
            }
            {...form.text('value')}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min={1}
            label={t('console_app.backoffice.coupons.usage_limit')}
            help={t('console_app.backoffice.products.no_limit_hint')}
            {...form.text('usage_limit')}
          />
          <DateField
            label={t('console_app.backoffice.coupons.valid_from')}
            {...form.text('valid_from')}
          />
          <DateField
            label={t('console_app.backoffice.coupons.valid_until')}
            {...form.text('valid_until')}
          />
        </div>
        <fieldset className="console-fieldset">
          <legend>{t('console_app.backoffice.coupons.not_on')}</legend>
          <Checkbox
            label={t('console_app.backoffice.coupons.not_on_bundles')}
            {...form.checkbox('not_on_bundles')}
          />
          <Checkbox
            label={t('console_app.backoffice.coupons.not_on_promo')}
            {...form.checkbox('not_on_promo')}
          />
          <Checkbox
            label={t('console_app.backoffice.coupons.not_on_discounted')}
            {...form.checkbox('not_on_discounted')}
          />
        </fieldset>
        <Checkbox label={t('console_app.backoffice.coupons.active')} {...form.checkbox('active')} />
        <div className="console-actions">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => onClose(null)}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
