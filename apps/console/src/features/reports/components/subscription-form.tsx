import { Banner, Button, Checkbox, Dialog, Select, TextField } from '@careshop/design-system';
import { supportedLanguages } from '@careshop/i18n/lazy';
import { type FormValues, useSchemaForm, withoutEmpty } from '@careshop/schema-form';
import {
  type Location,
  type ReportSubscriptionDetail,
  reportFormats,
  reportIntervals,
  reportPeriods,
  reportSubscriptionCreateSchema,
  reportTriggers,
} from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { isoDay } from '../../../lib/date-format';
import { failureReason } from '../../../lib/failure-reason';
import { useMay, useMe } from '../../../lib/me';
import { api } from '../../../lib/session';
import { subscriptionsQuery } from '../api/subscriptions';
import { readableReportTypes } from './ad-hoc-report';

/** Form values as the inputs hold them → the request body (numbers as numbers). */
export function subscriptionInput(values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = withoutEmpty(values);
  for (const key of ['max_rows_in_email', 'location_id']) {
    if (typeof body[key] === 'string' && /^\d+$/.test(body[key] as string)) {
      body[key] = Number(body[key]);
    }
  }
  return body;
}

/** A subscription's values as the form holds them. */
export function subscriptionValues(
  subscription: ReportSubscriptionDetail | null,
  defaults: { recipient: string; locationId: number | undefined; language: string },
): FormValues {
  if (!subscription) {
    return {
      recipient: defaults.recipient,
      max_rows_in_email: '50',
      interval: 'D',
      period: 'W',
      trigger: '1',
      start_date: isoDay(0),
      end_date: '',
      format: 'pdf',
      report_type: 'PEOPLECOUNTER_ENTERLEAVE',
      location_id: defaults.locationId === undefined ? '' : String(defaults.locationId),
      paused: false,
      skip_if_empty: false,
      language: defaults.language,
    };
  }
  return {
    recipient: subscription.recipient,
    max_rows_in_email: String(subscription.max_rows_in_email),
    interval: subscription.interval,
    period: subscription.period,
    trigger: subscription.trigger,
    start_date: subscription.start_date,
    end_date: subscription.end_date ?? '',
    format: subscription.format,
    report_type: subscription.report_type,
    location_id: String(subscription.location_id),
    paused: subscription.paused,
    skip_if_empty: subscription.skip_if_empty,
    language: subscription.language,
  };
}

/**
 * Create or edit a report subscription with every SPEC 3 field; the recipient is prefilled with the
 * user's own address (SPEC 5). Opened as a dialog from the subscriptions list.
 */
export function SubscriptionForm({
  subscription,
  locations,
  onClose,
}: {
  subscription: ReportSubscriptionDetail | null;
  locations: readonly Location[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const may = useMay();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      subscription
        ? api.call(consoleRoutes.updateSubscription, {
            params: { id: subscription.id },
            body: {
              ...body,
              end_date: (body.end_date as string | undefined) ?? null,
            } as never,
          })
        : api.call(consoleRoutes.createSubscription, { body: body as never }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQuery().queryKey }),
  });
  const form = useSchemaForm(
    reportSubscriptionCreateSchema,
    subscriptionValues(subscription, {
      recipient: me.email,
      locationId: locations[0]?.id,
      language: me.language,
    }),
    async (body) => {
      setFailure(null);
      try {
        await save.mutateAsync(body as Record<string, unknown>);
        onClose(true);
      } catch (error) {
        form.showServerErrors(error);
        setFailure(t('console_app.forms.save_failed', { reason: failureReason(t, error) }));
      }
    },
    subscriptionInput,
  );
  const option = (group: string) => (value: string) => ({
    value,
    label: t(`console.${group}.${value}`),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
      title={subscription ? t('console_app.reports.edit') : t('console_app.reports.new')}
      description={t('console.notices.reports_nightly')}
      closeLabel={t('common.close')}
      size="lg"
    >
      <form noValidate onSubmit={form.onSubmit} className="console-form">
        {failure ? (
          <Banner severity="error" live="alert">
            {failure}
          </Banner>
        ) : null}
        <div className="console-form-grid">
          <Select
            label={t('console.reports.report_type')}
            options={readableReportTypes(may('selfcheck:read')).map(option('report_types'))}
            {...form.text('report_type')}
          />
          <Select
            label={t('console_app.reports.location')}
            options={locations.map((location) => ({
              value: String(location.id),
              label: location.name,
            }))}
            {...form.text('location_id')}
          />
          <TextField
            type="email"
            label={t('console.reports.recipient')}
            help={t('console_app.reports.recipient_hint')}
            required
            {...form.text('recipient')}
          />
          <Select
            label={t('console_app.reports.language')}
            options={supportedLanguages.map((code) => ({
              value: code,
              label: t(`common.languages.${code}`),
            }))}
            {...form.text('language')}
          />
          <Select
            label={t('console.reports.trigger')}
            options={reportTriggers.map(option('triggers'))}
            {...form.text('trigger')}
          />
          <Select
            label={t('console.reports.period')}
            options={reportPeriods.map(option('periods'))}
            {...form.text('period')}
          />
          <Select
            label={t('console.reports.interval')}
            options={reportIntervals.map(option('intervals'))}
            {...form.text('interval')}
          />
          <Select
            label={t('console.reports.format')}
            options={reportFormats.map(option('formats'))}
            {...form.text('format')}
          />
          <DateField
            label={t('console.reports.start_date')}
            required
            {...form.text('start_date')}
          />
          <DateField label={t('console.reports.end_date')} {...form.text('end_date')} />
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            label={t('console.reports.max_rows_in_email')}
            {...form.text('max_rows_in_email')}
          />
        </div>
        <Checkbox
          label={t('console_app.reports.skip_if_empty')}
          {...form.checkbox('skip_if_empty')}
        />
        <Checkbox label={t('console_app.reports.paused')} {...form.checkbox('paused')} />
        <div className="console-actions">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => onClose(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
