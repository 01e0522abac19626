import {
  Banner,
  Button,
  Checkbox,
  type DataTableColumn,
  Select,
  TextAreaField,
  TextField,
} from '@careshop/design-system';
import { fieldLimits, type Location, locationFormSchema } from '@careshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field';
import { EditorPanel } from '../../components/editor-panel';
import {
  EditDeleteActions,
  type Editing as EditingRow,
  EntityAdminPage,
  useEntityAdmin,
} from '../../components/entity-admin';
import { failureReason } from '../../lib/failure-reason';
import { asNumber, useFocusFirstError } from '../../lib/form-feedback';
import { useMay, useMe } from '../../lib/me';
import { queries } from '../../lib/queries';
import { consoleApi } from '../../lib/session';
import { type FormValues, useSchemaForm, withoutEmpty } from '../../lib/use-schema-form';

type Editing = EditingRow<Location>;

const numberFields = ['company_id', 'order', 'optimal_balance', 'balance_orange', 'balance_red'];
const hourFields = ['ignore_before', 'ignore_after'];
const licenceFields = ['license_purchase_id', 'license_state'];

/** The form's values as the request body: numbers as numbers, an emptied hour or date as null. */
export function toLocationInput(values: FormValues, mayEditLicence: boolean): unknown {
  const input: Record<string, unknown> = withoutEmpty(values);
  for (const name of numberFields) input[name] = asNumber(values[name]);
  for (const name of hourFields) input[name] = asNumber(values[name]) ?? null;
  input.stats_available_from = values.stats_available_from || null;
  if (!mayEditLicence) for (const name of licenceFields) delete input[name];
  for (const [name, value] of Object.entries(input)) if (value === undefined) delete input[name];
  return input;
}

function initialValues(location: Location | undefined, companyId: string): FormValues {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    company_id: location ? String(location.company_id) : companyId,
    name: location?.name ?? '',
    timeZone: location?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    description: location?.description ?? '',
    contact_name: location?.contact_name ?? '',
    contact_email: location?.contact_email ?? '',
    ignore_before: text(location?.ignore_before),
    ignore_after: text(location?.ignore_after),
    stats_available_from: location?.stats_available_from?.slice(0, 10) ?? '',
    license_purchase_id: location?.license_purchase_id ?? '',
    license_state: location?.license_state ?? '',
    receipt_footer: location?.receipt_footer ?? '',
    image: location?.image ?? '',
    order: text(location?.order ?? 0),
    hidden: location?.hidden ?? false,
    optimal_balance: text(location?.optimal_balance ?? 0),
    balance_orange: text(location?.balance_orange ?? 0),
    balance_red: text(location?.balance_red ?? 0),
  };
}

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/** Where people are counted: a dense list by display order, and one form to add or change one. */
export function LocationsPage() {
  const { t } = useTranslation();
  const may = useMay();
  const locations = useQuery(queries.locations());
  const canWrite = may('locations:write');
  const admin = useEntityAdmin<Location>({
    queryKey: queries.locations().queryKey,
    remove: (row) => consoleApi.deleteLocation(row.id),
  });

  const rows = useMemo(
    () =>
      [...(locations.data ?? [])].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)),
    [locations.data],
  );

  const columns: DataTableColumn<Location>[] = [
    { key: 'name', header: t('console_app.locations.name'), cell: (row) => row.name },
    { key: 'tz', header: t('console.locations.time_zone'), cell: (row) => row.timeZone },
    {
      key: 'hours',
      header: t('console_app.locations.hours'),
      cell: (row) =>
        row.ignore_before == null && row.ignore_after == null
          ? '—'
          : `${hour(row.ignore_before ?? 0)}–${hour(row.ignore_after ?? 24)}`,
    },
    {
      key: 'thresholds',
      header: t('console_app.locations.thresholds'),
      cell: (row) =>
        row.optimal_balance === 0
          ? t('console.occupancy.indicator_disabled')
          : `${row.optimal_balance} · ${row.balance_orange || '—'} % / ${row.balance_red || '—'} %`,
    },
    {
      key: 'hidden',
      header: t('console.locations.hidden'),
      cell: (row) => (row.hidden ? t('console_app.forms.yes') : t('console_app.forms.no')),
    },
    { key: 'order', header: t('console.locations.order'), cell: (row) => row.order, align: 'end' },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      pin: 'end',
      header: t('common.actions'),
      cell: (row) => <EditDeleteActions admin={admin} row={row} name={row.name} />,
    });
  }

  return (
    <EntityAdminPage
      admin={admin}
      title={t('console.locations.title')}
      addLabel={t('console.locations.add')}
      intro={t('console_app.locations.intro')}
      canWrite={canWrite}
      query={locations}
      rows={rows}
      emptyLabel={t('console_app.dashboard.no_locations')}
      columns={columns}
      getRowKey={(row) => String(row.id)}
      nameOf={(row) => row.name}
      confirmDeleteTitle={(row) => t('console_app.locations.confirm_delete', { name: row.name })}
      editor={
        admin.editing ? (
          <LocationEditor
            key={admin.editing.mode === 'edit' ? admin.editing.row.id : 'new'}
            editing={admin.editing}
            onClose={admin.close}
            onSaved={admin.saved}
          />
        ) : null
      }
    />
  );
}

function LocationEditor({
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
    mutationFn: (body: Parameters<typeof consoleApi.createLocation>[0]) =>
      location ? consoleApi.updateLocation(location.id, body) : consoleApi.createLocation(body),
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
