import {
  Banner,
  Button,
  type DataTableColumn,
  Select,
  StatusBadge,
  Switch,
  TextAreaField,
  TextField,
} from '@careshop/design-system';
import { type FormValues, useSchemaForm, withoutEmpty } from '@careshop/schema-form';
import { fieldLimits, type Promo, type PromoForm, promoFormSchema } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { EditorPanel } from '../../../components/editor-panel';
import {
  EditDeleteActions,
  type Editing as EditingRow,
  EntityAdminPage,
  useEntityAdmin,
} from '../../../components/entity-admin';
import { useDateFormat } from '../../../lib/date-format';
import { failureReason } from '../../../lib/failure-reason';
import { asNumber, useFocusFirstError } from '../../../lib/form-feedback';
import { useMay, useMe } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { api } from '../../../lib/session';
import { promosQuery } from '../api/promos';

type Editing = EditingRow<Promo>;

/** The promo form as the request body: no location means every location, no date no limit. */
export function toPromoInput(values: FormValues): unknown {
  const input: Record<string, unknown> = withoutEmpty(values);
  input.location_id = asNumber(values.location_id) ?? null;
  input.starts_on = values.starts_on || null;
  input.ends_on = values.ends_on || null;
  input.body = String(values.body ?? '');
  const company = asNumber(values.company_id);
  if (company === undefined) delete input.company_id;
  else input.company_id = company;
  return input;
}

/** Messages for the entrance displays and kiosks: per company, or per location, by dates. */
export function PromosPage() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const may = useMay();
  const promos = useQuery(promosQuery());
  const locations = useQuery(queries.locations());
  const canWrite = may('promos:write');
  const admin = useEntityAdmin<Promo>({
    queryKey: promosQuery().queryKey,
    remove: (promo) => api.call(consoleRoutes.deletePromo, { params: { id: promo.id } }),
  });
  const date = (iso: string | null) => (iso ? dates.date(iso) : '—');
  const locationName = (id: number | null) =>
    id === null
      ? t('console_app.promos.all_locations')
      : (locations.data?.find((location) => location.id === id)?.name ?? `#${id}`);

  const columns: DataTableColumn<Promo>[] = [
    { key: 'title', header: t('console_app.promos.title_field'), cell: (row) => row.title },
    {
      key: 'location',
      header: t('console_app.promos.location'),
      cell: (row) => locationName(row.location_id),
    },
    {
      key: 'starts',
      header: t('console_app.promos.starts_on'),
      cell: (row) => date(row.starts_on),
    },
    { key: 'ends', header: t('console_app.promos.ends_on'), cell: (row) => date(row.ends_on) },
    {
      key: 'active',
      header: t('console_app.promos.active'),
      cell: (row) =>
        row.is_active ? (
          <StatusBadge status="license-approved" label={t('console_app.promos.active')} />
        ) : (
          t('console_app.forms.no')
        ),
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      pin: 'end',
      header: t('common.actions'),
      cell: (row) => <EditDeleteActions admin={admin} row={row} name={row.title} />,
    });
  }

  return (
    <EntityAdminPage
      admin={admin}
      title={t('console.promos.title')}
      addLabel={t('console.promos.add')}
      intro={t('console_app.promos.intro')}
      canWrite={canWrite}
      query={promos}
      columns={columns}
      getRowKey={(row) => String(row.id)}
      nameOf={(row) => row.title}
      editor={
        admin.editing ? (
          <PromoEditor
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

function PromoEditor({
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
  const locations = useQuery(queries.locations());
  const promo = editing.mode === 'edit' ? editing.row : undefined;
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const save = useMutation({
    mutationFn: (body: PromoForm) =>
      promo
        ? api.call(consoleRoutes.updatePromo, { params: { id: promo.id }, body: body })
        : api.call(consoleRoutes.createPromo, { body: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promosQuery().queryKey }),
  });

  const form = useSchemaForm(
    promoFormSchema,
    {
      company_id: superAdmin && !promo ? '' : undefined,
      title: promo?.title ?? '',
      body: promo?.body ?? '',
      location_id: promo?.location_id == null ? '' : String(promo.location_id),
      starts_on: promo?.starts_on?.slice(0, 10) ?? '',
      ends_on: promo?.ends_on?.slice(0, 10) ?? '',
      is_active: promo?.is_active ?? true,
    },
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
    toPromoInput,
  );
  useFocusFirstError(formRef, form.errors);

  const companyId = asNumber(form.values.company_id);
  const locationOptions = (locations.data ?? [])
    .filter((location) => !superAdmin || promo || location.company_id === companyId)
    .map((location) => ({ value: String(location.id), label: location.name }));

  return (
    <EditorPanel
      title={
        promo ? t('console_app.forms.edit_item', { name: promo.title }) : t('console.promos.add')
      }
    >
      <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
        {failure ? (
          <Banner severity="error" live="alert">
            {failure}
          </Banner>
        ) : null}
        {superAdmin && !promo ? (
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
          {...form.text('title')}
          label={t('console_app.promos.title_field')}
          maxLength={fieldLimits.text}
          required
          autoComplete="off"
        />
        <TextAreaField
          {...form.text('body')}
          label={t('console_app.promos.body')}
          rows={5}
          maxLength={fieldLimits.html}
        />
        <Select
          label={t('console_app.promos.location')}
          name="location_id"
          placeholder={t('console_app.promos.all_locations')}
          options={locationOptions}
          value={String(form.values.location_id ?? '')}
          onChange={(event) => form.set('location_id', event.target.value)}
          error={form.errorOf('location_id')}
        />
        <div className="console-form-grid">
          <DateField {...form.text('starts_on')} label={t('console_app.promos.starts_on')} />
          <DateField {...form.text('ends_on')} label={t('console_app.promos.ends_on')} />
        </div>
        <Switch
          label={t('console_app.promos.active')}
          name="is_active"
          checked={form.values.is_active === true}
          onCheckedChange={(checked) => form.set('is_active', checked)}
        />
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
