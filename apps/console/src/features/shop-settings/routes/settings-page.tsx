import {
  Button,
  Card,
  Checkbox,
  DataTable,
  Spinner,
  Switch,
  TextAreaField,
  TextField,
} from '@careshop/design-system';
import { type FormValues, useSchemaForm } from '@careshop/schema-form';
import type { BackofficeOrganisation } from '@careshop/validation';
import {
  backofficeOrganisationUpdateSchema,
  fieldLimits,
  type MaintenanceState,
  maintenanceRequestSchema,
} from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { type FormResult, ResultBanner } from '../../../components/result-banner';
import { failureReason } from '../../../lib/failure-reason';
import { asNumber, useFocusFirstError } from '../../../lib/form-feedback';
import { centsToInput, formatCents, parseMoneyInput } from '../../../lib/money';
import { api } from '../../../lib/session';
import { shopQueries } from '../../../lib/shop-queries';
import { maintenanceQuery, shopConfigsQuery } from '../api/settings';
import { PromosSection } from '../components/promos-section';
import { localesOf, ShopConfigForm } from '../components/shop-config-form';

/** Ordering rules, currency and languages of one organisation. */
function OrganisationForm({ organisation }: { organisation: BackofficeOrganisation }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  // Currency and locales belong to the organisation's shop configs; the first one shows them.
  const shop = organisation.shop_configs[0];
  const currency = shop?.currency ?? 'EUR';
  const form = useSchemaForm(
    backofficeOrganisationUpdateSchema,
    {
      max_order_count_year: String(organisation.max_order_count_year),
      unlimited: organisation.max_order_amount < 0,
      max_order_amount:
        organisation.max_order_amount < 0
          ? ''
          : centsToInput(organisation.max_order_amount, currency, i18n.language),
      currency,
      locales: shop?.locales.join(', ') ?? '',
    },
    async (body) => {
      setResult(null);
      try {
        await api.call(backofficeRoutes.updateOrganisation, {
          params: { id: organisation.id },
          body: body,
        });
        setResult({ ok: true, text: t('console_app.backoffice.settings.saved') });
        void queryClient.invalidateQueries({ queryKey: shopQueries.organisations().queryKey });
      } catch (error) {
        form.showServerErrors(error);
        setResult({
          ok: false,
          text: t('console_app.backoffice.settings.save_failed', {
            reason: failureReason(t, error),
          }),
        });
      }
    },
    (values: FormValues) => {
      const typedCurrency = String(values.currency ?? '')
        .trim()
        .toUpperCase();
      const cap = String(values.max_order_amount ?? '').trim();
      return {
        max_order_count_year: asNumber(values.max_order_count_year),
        max_order_amount:
          values.unlimited === true || cap === ''
            ? -1
            : (parseMoneyInput(cap, typedCurrency || currency, i18n.language) ?? cap),
        currency: typedCurrency,
        locales: localesOf(values.locales),
      };
    },
  );
  useFocusFirstError(formRef, form.errors);
  const example = formatCents(150000, currency, i18n.language);
  return (
    <Card
      title={t('console_app.backoffice.settings.organisation', { name: organisation.name })}
      headingLevel={3}
    >
      <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
        <ResultBanner result={result} />
        <div className="console-form-grid">
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            label={t('console_app.backoffice.settings.max_order_count_year')}
            {...form.text('max_order_count_year')}
          />
          <TextField
            inputMode="decimal"
            label={t('console_app.backoffice.settings.max_order_amount')}
            help={`${t('console_app.backoffice.settings.max_order_amount_hint')} ${t(
              'console_app.backoffice.products.price_hint',
              { currency, example },
            )}`}
            disabled={form.values.unlimited === true}
            {...form.text('max_order_amount')}
          />
          <TextField
            label={t('console_app.backoffice.settings.currency')}
            maxLength={3}
            autoComplete="off"
            {...form.text('currency')}
          />
          <TextField
            label={t('console_app.backoffice.settings.locales')}
            help={t('console_app.backoffice.settings.locales_hint')}
            {...form.text('locales')}
          />
        </div>
        <Checkbox
          label={t('console_app.backoffice.settings.unlimited_cap')}
          {...form.checkbox('unlimited')}
        />
        <div className="console-actions">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The organisation's maintenance switch, title and (sanitised HTML) message. */
function MaintenanceForm({ state }: { state: MaintenanceState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const form = useSchemaForm(
    maintenanceRequestSchema,
    {
      maintenance_mode: state.maintenance_mode,
      maintenance_title: state.maintenance_title ?? '',
      maintenance_message: state.maintenance_message ?? '',
    },
    async (body) => {
      setResult(null);
      try {
        const saved = await api.call(backofficeRoutes.setMaintenance, { body: body });
        queryClient.setQueryData(maintenanceQuery().queryKey, saved);
        setResult({
          ok: true,
          text: t(
            saved.maintenance_mode
              ? 'console_app.backoffice.settings.maintenance_saved_on'
              : 'console_app.backoffice.settings.maintenance_saved_off',
          ),
        });
      } catch (error) {
        form.showServerErrors(error);
        setResult({
          ok: false,
          text: t('console_app.backoffice.settings.save_failed', {
            reason: failureReason(t, error),
          }),
        });
      }
    },
    (values) => ({
      maintenance_mode: values.maintenance_mode === true,
      maintenance_title: String(values.maintenance_title ?? '').trim() || null,
      maintenance_message: String(values.maintenance_message ?? '').trim() || null,
    }),
  );
  useFocusFirstError(formRef, form.errors);
  const on = form.values.maintenance_mode === true;
  return (
    <section aria-labelledby="maintenance" className="console-stack">
      <h2 id="maintenance">{t('console_app.backoffice.settings.maintenance')}</h2>
      <p className="console-muted">{t('console_app.backoffice.settings.maintenance_intro')}</p>
      <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
        <ResultBanner result={result} />
        <Switch
          name="maintenance_mode"
          label={t('console_app.backoffice.settings.maintenance_mode')}
          checked={on}
          onCheckedChange={(checked) => form.set('maintenance_mode', checked)}
        />
        <p className="console-muted" aria-live="polite">
          {on
            ? t('console_app.backoffice.settings.maintenance_on')
            : t('console_app.backoffice.settings.maintenance_off')}
        </p>
        <TextField
          label={t('console_app.backoffice.settings.maintenance_title')}
          maxLength={fieldLimits.text}
          {...form.text('maintenance_title')}
        />
        <TextAreaField
          label={t('console_app.backoffice.settings.maintenance_message')}
          rows={6}
          maxLength={fieldLimits.html}
          {...form.text('maintenance_message')}
        />
        <div className="console-actions">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Shop settings: organisations (limits, cap, currency, locales), shops with their promos, maintenance. */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const organisations = useQuery(shopQueries.organisations());
  const shopConfigs = useQuery(shopConfigsQuery());
  const maintenance = useQuery(maintenanceQuery());
  return (
    <div className="console-stack">
      <div>
        <h1>{t('console_app.backoffice.settings.title')}</h1>
        <p className="console-muted">{t('console_app.backoffice.settings.intro')}</p>
      </div>
      {maintenance.isPending ? <Spinner label={t('common.loading')} /> : null}
      {maintenance.isError ? <LoadFailure error={maintenance.error} /> : null}
      {maintenance.data ? <MaintenanceForm state={maintenance.data} /> : null}
      <section aria-labelledby="organisations" className="console-stack">
        <h2 id="organisations">{t('console_app.backoffice.settings.organisations')}</h2>
        {organisations.isPending ? <Spinner label={t('common.loading')} /> : null}
        {organisations.isError ? <LoadFailure error={organisations.error} /> : null}
        {organisations.data?.map((organisation) => (
          <OrganisationForm key={organisation.id} organisation={organisation} />
        ))}
        {organisations.data && organisations.data.length > 0 ? (
          <div className="console-table-wrap">
            <DataTable<BackofficeOrganisation>
              caption={t('console_app.backoffice.settings.organisations')}
              rows={organisations.data}
              getRowKey={(row) => String(row.id)}
              emptyLabel={t('console_app.backoffice.none')}
              columns={[
                {
                  key: 'name',
                  header: t('console_app.backoffice.licences.name'),
                  cell: (row) => row.name,
                },
                {
                  key: 'year',
                  header: t('console_app.backoffice.settings.max_order_count_year'),
                  align: 'end',
                  cell: (row) => row.max_order_count_year,
                },
                {
                  key: 'cap',
                  header: t('console_app.backoffice.settings.max_order_amount'),
                  align: 'end',
                  cell: (row) =>
                    row.max_order_amount < 0
                      ? t('console_app.backoffice.unlimited')
                      : formatCents(
                          row.max_order_amount,
                          row.shop_configs[0]?.currency ?? 'EUR',
                          i18n.language,
                        ),
                },
              ]}
            />
          </div>
        ) : null}
      </section>
      <section aria-labelledby="shops" className="console-stack">
        <h2 id="shops">{t('console_app.backoffice.settings.shop_configs')}</h2>
        {shopConfigs.isPending ? <Spinner label={t('common.loading')} /> : null}
        {shopConfigs.isError ? <LoadFailure error={shopConfigs.error} /> : null}
        {shopConfigs.data?.map((config) => (
          <div key={config.id} className="console-stack">
            <ShopConfigForm config={config} />
            <PromosSection config={config} />
          </div>
        ))}
      </section>
    </div>
  );
}
