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
import {
  type ConsoleConfig,
  type ConsoleConfigForm,
  consoleConfigFormSchema,
  fieldLimits,
} from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorPanel } from '../../../components/editor-panel';
import {
  EditDeleteActions,
  type Editing as EditingRow,
  EntityAdminPage,
  useEntityAdmin,
} from '../../../components/entity-admin';
import { failureReason } from '../../../lib/failure-reason';
import { asNumber, useFocusFirstError } from '../../../lib/form-feedback';
import { useMay, useMe } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { api } from '../../../lib/session';
import { configsQuery } from '../api/configs';

/** Marks a settings text that is not a JSON object; the form shows its own message for it. */
const NOT_AN_OBJECT = Symbol('not a JSON object');

/** The settings text as an object, or {@link NOT_AN_OBJECT}; an empty text means `{}`. */
export function parseSettings(text: string): Record<string, unknown> | typeof NOT_AN_OBJECT {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : NOT_AN_OBJECT;
  } catch {
    return NOT_AN_OBJECT;
  }
}

type Editing = EditingRow<ConsoleConfig>;

/** The console's configurations: one active per company (the server deactivates the others). */
export function ConfigurationsPage() {
  const { t } = useTranslation();
  const may = useMay();
  const configs = useQuery(configsQuery());
  const canWrite = may('configs:write');
  const admin = useEntityAdmin<ConsoleConfig>({
    queryKey: configsQuery().queryKey,
    remove: (config) => api.call(consoleRoutes.deleteConfig, { params: { id: config.id } }),
  });

  const columns: DataTableColumn<ConsoleConfig>[] = [
    { key: 'name', header: t('console_app.configurations.name'), cell: (row) => row.name },
    {
      key: 'active',
      header: t('console.configurations.is_active'),
      cell: (row) =>
        row.is_active ? (
          <StatusBadge status="license-approved" label={t('console.configurations.is_active')} />
        ) : (
          t('console_app.forms.no')
        ),
    },
    {
      key: 'settings',
      header: t('console_app.configurations.settings'),
      cell: (row) => <code>{truncate(JSON.stringify(row.settings), 60)}</code>,
    },
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
      title={t('console.configurations.title')}
      addLabel={t('console.configurations.add')}
      intro={t('console_app.configurations.intro')}
      canWrite={canWrite}
      query={configs}
      columns={columns}
      getRowKey={(row) => String(row.id)}
      nameOf={(row) => row.name}
      editor={
        admin.editing ? (
          <ConfigEditor
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

const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

function ConfigEditor({
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
  const config = editing.mode === 'edit' ? editing.row : undefined;
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const save = useMutation({
    mutationFn: (body: ConsoleConfigForm) =>
      config
        ? api.call(consoleRoutes.updateConfig, { params: { id: config.id }, body: body })
        : api.call(consoleRoutes.createConfig, { body: body }),
    // Activating one configuration deactivates the others: the whole list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configsQuery().queryKey }),
  });

  const toInput = (values: FormValues): unknown => {
    const { settings: _settings, company_id: _company, ...rest } = withoutEmpty(values);
    const settings = parseSettings(String(values.settings ?? ''));
    const company = asNumber(values.company_id);
    return {
      ...rest,
      // A text that is no JSON object is sent as text, so the schema marks the field.
      settings: settings === NOT_AN_OBJECT ? String(values.settings) : settings,
      ...(company === undefined ? {} : { company_id: company }),
    };
  };

  const form = useSchemaForm(
    consoleConfigFormSchema,
    {
      name: config?.name ?? '',
      is_active: config?.is_active ?? false,
      settings: JSON.stringify(config?.settings ?? {}, null, 2),
      company_id: superAdmin && !config ? '' : undefined,
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
    toInput,
  );
  useFocusFirstError(formRef, form.errors);
  // The schema's own message for a record ("wrong type") says less than the console's.
  const settingsError = form.errors.settings
    ? t('console_app.configurations.settings_invalid')
    : undefined;

  return (
    <EditorPanel
      title={
        config
          ? t('console_app.forms.edit_item', { name: config.name })
          : t('console.configurations.add')
      }
    >
      <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
        {failure ? (
          <Banner severity="error" live="alert">
            {failure}
          </Banner>
        ) : null}
        {superAdmin && !config ? (
          <SelectCompany
            companies={companies.data ?? []}
            value={String(form.values.company_id ?? '')}
            onChange={(value) => form.set('company_id', value)}
            error={form.errorOf('company_id')}
          />
        ) : null}
        <TextField
          {...form.text('name')}
          label={t('console_app.configurations.name')}
          maxLength={fieldLimits.name}
          required
          autoComplete="off"
        />
        <Switch
          label={t('console.configurations.is_active')}
          name="is_active"
          checked={form.values.is_active === true}
          onCheckedChange={(checked) => form.set('is_active', checked)}
        />
        <TextAreaField
          {...form.text('settings')}
          error={settingsError}
          label={t('console_app.configurations.settings')}
          rows={8}
          spellCheck={false}
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

function SelectCompany({
  companies,
  value,
  onChange,
  error,
}: {
  companies: readonly { id: number | string; name: string }[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('console_app.locations.company')}
      name="company_id"
      required
      placeholder={t('common.select_placeholder')}
      options={companies.map((company) => ({ value: String(company.id), label: company.name }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
