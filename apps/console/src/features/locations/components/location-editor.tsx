import {
  Banner,
  Button,
  Checkbox,
  Select,
  TextAreaField,
  TextField,
} from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import {
  fieldLimits,
  type Location,
  type LocationForm,
  locationFormSchema,
} from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { EditorPanel } from '../../../components/editor-panel';
import type { Editing as EditingRow } from '../../../components/entity-admin';
import { failureReason } from '../../../lib/failure-reason';
import { useFocusFirstError } from '../../../lib/form-feedback';
import { useMe } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { api } from '../../../lib/session';
import { initialValues, toLocationInput } from './location-values';

type Editing = EditingRow<Location>;

/** An hour of the day as people read it: 07:00. */
export const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/** The form that adds a location or changes one. */
export function LocationEditor({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  const superAdmin = me.console_level === 5;
  const companies = useQuery({ ...queries.companies(), enabled: superAdmin });
  const location = editing.mode === 'edit' ? editing.row : undefined;
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const save = useMutation({
    mutationFn: (body: LocationForm) =>
      location
        ? api.call(consoleRoutes.updateLocation, { params: { id: location.id }, body: body })
        : api.call(consoleRoutes.createLocation, { body: body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queries.locations().queryKey });
      void queryClient.invalidateQueries({ queryKey: queries.occupancy().queryKey });
    },
  });

  const form = useSchemaForm(
    locationFormSchema,
    initialValues(location, me.company_id == null ? '' : String(me.company_id)),
    async (body) => {
      setFailure(null);
      try {
        await save.mutateAsync(body);
        onSaved();
      } catch (error) {
        form.showServerErrors(error);
        setFailure(t('console_app.forms.save_failed', { reason: failureReason(t, error) }));
      }
    },
    (values) => toLocationInput(values, superAdmin),
  );
  useFocusFirstError(formRef, form.errors);

  const zones = useMemo(() => {
    const list = Intl.supportedValuesOf('timeZone');
    const current = String(form.values.timeZone ?? '');
    const all = new Set(['UTC', ...list]);
    if (current) all.add(current);
    return [...all].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
  }, [form.values.timeZone]);

  const hours = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => ({
      value: String(from + index),
      label: hour(from + index),
    }));

  const number = (name: string, label: string, help?: string) => (
    <TextField
      {...form.text(name)}
      label={label}
      help={help}
      inputMode="numeric"
      autoComplete="off"
      required
    />
  );

  const title =
    editing.mode === 'edit'
      ? t('console_app.forms.edit_item', { name: editing.row.name })
      : t('console.locations.add');

  return (
    <EditorPanel title={title}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.onSubmit}
        className="console-form console-form-wide"
      >
        {failure ? (
          <Banner severity="error" live="alert">
            {failure}
          </Banner>
        ) : Object.keys(form.errors).length > 0 ? (
          <Banner severity="error" live="alert">
            {t('console_app.forms.check_fields')}
          </Banner>
        ) : null}
        <fieldset className="console-fieldset">
          <legend>{t('console_app.locations.details')}</legend>
          <div className="console-form-grid">
            {superAdmin && editing.mode === 'create' ? (
              <Select
                label={t('console_app.locations.company')}
                name="company_id"
                required
                placeholder={t('common.select_placeholder')}
                options={(companies.data ?? []).map((company) => ({
                  value: String(company.id),
                  label: company.name,
                }))}
                value={String(form.values.company_id ?? '')}
                onChange={(event) => form.set('company_id', event.target.value)}
                error={form.errorOf('company_id')}
              />
            ) : null}
            <TextField
              {...form.text('name')}
              label={t('console_app.locations.name')}
              maxLength={fieldLimits.name}
              required
              autoComplete="off"
            />
            <Select
              label={t('console.locations.time_zone')}
              name="timeZone"
              required
              options={zones}
              value={String(form.values.timeZone ?? '')}
              onChange={(event) => form.set('timeZone', event.target.value)}
              error={form.errorOf('timeZone')}
            />
            {number('order', t('console.locations.order'))}
            <TextField
              {...form.text('image')}
              type="url"
              label={t('console.locations.image')}
              maxLength={fieldLimits.url}
              autoComplete="off"
            />
            <TextField
              {...form.text('contact_name')}
              label={t('console.locations.contact_name')}
              maxLength={fieldLimits.name}
              autoComplete="off"
            />
            <TextField
              {...form.text('contact_email')}
              type="email"
              label={t('console.locations.contact_email')}
              maxLength={fieldLimits.email}
              autoComplete="off"
            />
          </div>
          <Checkbox {...form.checkbox('hidden')} label={t('console.locations.hidden')} />
          <TextAreaField
            {...form.text('description')}
            label={t('console.locations.description')}
            maxLength={fieldLimits.text}
            rows={2}
          />
          <TextAreaField
            {...form.text('receipt_footer')}
            label={t('console.locations.receipt_footer')}
            maxLength={fieldLimits.message}
            rows={3}
          />
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{t('console_app.locations.hours')}</legend>
          <div className="console-form-grid">
            {(
              [
                ['ignore_before', 0, 23],
                ['ignore_after', 1, 24],
              ] as const
            ).map(([name, from, to]) => (
              <Select
                key={name}
                label={t(`console.locations.${name}`)}
                name={name}
                placeholder={t('console_app.locations.no_hour')}
                options={hours(from, to)}
                value={String(form.values[name] ?? '')}
                onChange={(event) => form.set(name, event.target.value)}
                error={form.errorOf(name)}
              />
            ))}
            <DateField
              {...form.text('stats_available_from')}
              label={t('console.locations.stats_available_from')}
            />
          </div>
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{t('console_app.locations.thresholds')}</legend>
          <p className="console-muted">{t('console.locations.indicator_hint')}</p>
          <div className="console-form-grid">
            {number('optimal_balance', t('console.locations.optimal_balance'))}
            {number('balance_orange', `${t('console.locations.balance_orange')} (%)`)}
            {number('balance_red', `${t('console.locations.balance_red')} (%)`)}
          </div>
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{t('console_app.locations.licence')}</legend>
          {superAdmin ? (
            <div className="console-form-grid">
              <TextField
                {...form.text('license_purchase_id')}
                label={t('console.locations.license_purchase_id')}
                maxLength={fieldLimits.key}
                autoComplete="off"
              />
              <TextField
                {...form.text('license_state')}
                label={t('console.locations.license_state')}
                maxLength={fieldLimits.key}
                autoComplete="off"
              />
            </div>
          ) : (
            <>
              <p className="console-muted">{t('console_app.locations.licence_readonly')}</p>
              <dl className="console-facts">
                <dt>{t('console.locations.license_purchase_id')}</dt>
                <dd>{location?.license_purchase_id || '—'}</dd>
                <dt>{t('console.locations.license_state')}</dt>
                <dd>{location?.license_state || '—'}</dd>
              </dl>
            </>
          )}
          {location?.last_license_transaction ? (
            <dl className="console-facts">
              <dt>{t('console.locations.last_license_transaction')}</dt>
              <dd>{location.last_license_transaction}</dd>
            </dl>
          ) : null}
        </fieldset>
        <div className="console-actions">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </EditorPanel>
  );
}
