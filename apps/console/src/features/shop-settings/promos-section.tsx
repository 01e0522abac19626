import {
  Button,
  Card,
  Checkbox,
  DataTable,
  Dialog,
  Select,
  Spinner,
  StatusBadge,
  Tabs,
  TextAreaField,
  TextField,
} from '@careshop/design-system';
import { supportedLanguages } from '@careshop/i18n/lazy';
import {
  type BackofficeShopConfig,
  type BackofficeShopPromo,
  PROMO_TEXT_MAX,
  PROMO_TITLE_MAX,
  type PromoLink,
  promoLinkKinds,
  promoText,
  shopPromoCreateSchema,
} from '@careshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateField } from '../../components/date-field';
import { LoadFailure } from '../../components/load-failure';
import { CategoryField, ProductField } from '../../components/lookup-fields';
import { type FormResult, ResultBanner } from '../../components/result-banner';
import { useDateFormat } from '../../lib/date-format';
import { failureReason } from '../../lib/failure-reason';
import { useFocusFirstError } from '../../lib/form-feedback';
import { backofficeApi } from '../../lib/session';
import { shopQueries } from '../../lib/shop-queries';
import { type FormValues, useSchemaForm } from '../../lib/use-schema-form';

// Issue 14, decision 229: the banners a shop shows on its home page, per shop config. The form
// checks the body with the server's own schema (`shopPromoCreateSchema`), so both sides name the
// same fields with the same messages.

type LinkKind = 'none' | PromoLink['kind'];
type Editing = { promo: BackofficeShopPromo | null } | null;

const titleField = (language: string) => `translations.${language}.title`;
const textField = (language: string) => `translations.${language}.text`;

/** The form's values of a stored promo, or of a new one. */
export function promoFormValues(promo: BackofficeShopPromo | null): FormValues {
  const values: FormValues = {
    link_kind: promo?.link?.kind ?? 'none',
    link_id: promo?.link ? String(promo.link.id) : '',
    valid_from: promo?.valid_from ?? '',
    valid_until: promo?.valid_until ?? '',
    active: promo?.active ?? true,
  };
  for (const language of supportedLanguages) {
    values[titleField(language)] = promo?.translations[language]?.title ?? '';
    values[textField(language)] = promo?.translations[language]?.text ?? '';
  }
  return values;
}

/**
 * The body the server takes, from the form's values: a language with neither title nor text is
 * left out; one with a text but no title stays in, so the schema names its missing title.
 */
export function promoBody(values: FormValues): unknown {
  const translations: Record<string, { title: string; text?: string }> = {};
  for (const language of supportedLanguages) {
    const title = String(values[titleField(language)] ?? '').trim();
    const text = String(values[textField(language)] ?? '').trim();
    if (title === '' && text === '') continue;
    translations[language] = text === '' ? { title } : { title, text };
  }
  const kind = values.link_kind as LinkKind;
  const linkId = String(values.link_id ?? '').trim();
  return {
    translations,
    link:
      kind === 'none'
        ? null
        : {
            kind,
            id:
              linkId === ''
                ? undefined
                : Number.isInteger(Number(linkId))
                  ? Number(linkId)
                  : linkId,
          },
    valid_from: values.valid_from || null,
    valid_until: values.valid_until || null,
    active: values.active === true,
  };
}

/** Create or edit one promo in a dialog. */
function PromoForm({
  config,
  promo,
  onClose,
}: {
  config: BackofficeShopConfig;
  promo: BackofficeShopPromo | null;
  onClose: (saved: string | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const form = useSchemaForm(
    shopPromoCreateSchema,
    promoFormValues(promo),
    async (body) => {
      setResult(null);
      try {
        if (promo) await backofficeApi.updatePromo(promo.id, body);
        else await backofficeApi.createPromo(config.id, body);
        await queryClient.invalidateQueries({ queryKey: ['backoffice', 'promos'] });
        onClose(t('console_app.backoffice.promos.saved'));
      } catch (error) {
        form.showServerErrors(error);
        setResult({
          ok: false,
          text: t('console_app.backoffice.promos.save_failed', {
            reason: failureReason(t, error),
          }),
        });
      }
    },
    promoBody,
  );
  useFocusFirstError(formRef, form.errors);
  const kind = form.values.link_kind as LinkKind;
  const linkError = form.errorOf('link.id') ?? form.errorOf('link');
  const textsError = form.errorOf('translations');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose(null);
      }}
      title={
        promo
          ? t('console_app.backoffice.promos.edit', { title: titleOf(promo, t) })
          : t('console_app.backoffice.promos.new', { hostname: config.hostname })
      }
      description={t('console_app.backoffice.promos.intro')}
      closeLabel={t('common.close')}
      size="lg"
    >
      <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
        <ResultBanner result={result} />
        <fieldset className="console-fieldset console-tabs-wrap">
          <legend>{t('console_app.backoffice.promos.texts')}</legend>
          <p className="console-muted">{t('console_app.backoffice.promos.texts_hint')}</p>
          <Tabs
            label={t('console_app.backoffice.promos.texts_label')}
            items={supportedLanguages.map((language) => {
              const languageName = t(`common.languages.${language}`);
              // "No language has a title" is shown on the first language's title, so the focus
              // lands where it can be fixed.
              const titleError =
                form.errorOf(titleField(language)) ??
                (language === supportedLanguages[0] ? textsError : undefined);
              const invalid = titleError || form.errorOf(textField(language));
              return {
                value: language,
                label: invalid ? `${languageName} ⚠` : languageName,
                content: (
                  <div className="console-stack">
                    <TextField
                      label={t('console_app.backoffice.promos.title_field', {
                        language: languageName,
                      })}
                      lang={language}
                      maxLength={PROMO_TITLE_MAX}
                      {...form.text(titleField(language))}
                      error={titleError}
                    />
                    <TextAreaField
                      label={t('console_app.backoffice.promos.text_field', {
                        language: languageName,
                      })}
                      rows={4}
                      maxLength={PROMO_TEXT_MAX}
                      {...form.text(textField(language))}
                    />
                  </div>
                ),
              };
            })}
          />
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{t('console_app.backoffice.promos.link')}</legend>
          <div className="console-form-grid">
            <Select
              label={t('console_app.backoffice.promos.link_kind')}
              options={(['none', ...promoLinkKinds] as const).map((value) => ({
                value,
                label: t(`console_app.backoffice.promos.link_${value}`),
              }))}
              name="link_kind"
              value={kind}
              onChange={(event) => {
                form.set('link_kind', event.target.value);
                form.set('link_id', '');
              }}
            />
            {kind === 'product' ? (
              <ProductField
                organisationId={config.organisation_id}
                chosen={promo?.link?.kind === 'product' ? promo.link : undefined}
                label={t('console_app.backoffice.promos.product')}
                name="link_id"
                value={String(form.values.link_id ?? '')}
                onValueChange={(value) => form.set('link_id', value)}
                error={linkError}
              />
            ) : null}
            {kind === 'category' ? (
              <CategoryField
                by="id"
                organisationId={config.organisation_id}
                label={t('console_app.backoffice.promos.category')}
                name="link_id"
                value={String(form.values.link_id ?? '')}
                onValueChange={(value) => form.set('link_id', value)}
                error={linkError}
              />
            ) : null}
          </div>
        </fieldset>
        <div className="console-form-grid">
          <DateField
            label={t('console_app.backoffice.promos.valid_from')}
            help={t('console_app.backoffice.promos.window_hint')}
            {...form.text('valid_from')}
          />
          <DateField
            label={t('console_app.backoffice.promos.valid_until')}
            {...form.text('valid_until')}
          />
        </div>
        <Checkbox label={t('console_app.backoffice.promos.active')} {...form.checkbox('active')} />
        <div className="console-actions">
          <Button type="submit" loading={form.submitting}>
            {t('console_app.backoffice.promos.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => onClose(null)}>
            {t('console_app.backoffice.promos.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A promo's title in the console's language, else any it has. */
function titleOf(promo: BackofficeShopPromo, t: Translate, language = 'en'): string {
  return (
    promoText(promo, language, 'en')?.title ??
    t('console_app.backoffice.promos.untitled', { id: promo.id })
  );
}

/** One shop config's promos: the list, and create, edit and delete. */
export function PromosSection({ config }: { config: BackofficeShopConfig }) {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const queryClient = useQueryClient();
  const promos = useQuery({ ...shopQueries.promos(i18n.language), retry: false });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BackofficeShopPromo | null>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const remove = useMutation({
    mutationFn: (promo: BackofficeShopPromo) => backofficeApi.deletePromo(promo.id),
    onSuccess: async () => {
      setDeleting(null);
      setResult({ ok: true, text: t('console_app.forms.deleted') });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'promos'] });
    },
  });
  const rows = (promos.data ?? []).filter((promo) => promo.shop_config_id === config.id);
  const day = (iso: string | null) => (iso ? dates.date(iso) : '…');
  const state = (promo: BackofficeShopPromo) =>
    promo.showing ? 'showing' : promo.active ? 'waiting' : 'off';
  return (
    <Card
      as="section"
      title={t('console_app.backoffice.promos.for_shop', { hostname: config.hostname })}
      headingLevel={3}
    >
      <div className="console-stack">
        <p className="console-muted">{t('console_app.backoffice.promos.intro')}</p>
        <ResultBanner result={result} />
        {promos.isPending ? <Spinner label={t('common.loading')} /> : null}
        {promos.isError ? <LoadFailure error={promos.error} /> : null}
        {promos.data && rows.length === 0 ? (
          <p className="console-muted">{t('console_app.backoffice.promos.empty')}</p>
        ) : null}
        {rows.length > 0 ? (
          <div className="console-table-wrap">
            <DataTable<BackofficeShopPromo>
              caption={t('console_app.backoffice.promos.for_shop', { hostname: config.hostname })}
              rows={rows}
              getRowKey={(row) => String(row.id)}
              emptyLabel={t('console_app.backoffice.promos.empty')}
              columns={[
                {
                  key: 'title',
                  header: t('console_app.backoffice.promos.texts'),
                  cell: (row) => titleOf(row, t, i18n.language),
                },
                {
                  key: 'link',
                  header: t('console_app.backoffice.promos.link'),
                  cell: (row) =>
                    row.link
                      ? `${t(`console_app.backoffice.promos.link_${row.link.kind}`)}: ${row.link.name}`
                      : t('console_app.backoffice.promos.link_none'),
                },
                {
                  key: 'window',
                  header: `${t('console_app.backoffice.promos.valid_from')} – ${t('console_app.backoffice.promos.valid_until')}`,
                  cell: (row) =>
                    row.valid_from || row.valid_until
                      ? `${day(row.valid_from)} – ${day(row.valid_until)}`
                      : t('console_app.backoffice.promos.always'),
                },
                {
                  key: 'state',
                  header: t('console_app.backoffice.promos.state'),
                  cell: (row) => (
                    <StatusBadge
                      status={row.showing ? 'license-approved' : 'neutral'}
                      label={t(`console_app.backoffice.promos.states.${state(row)}`)}
                    />
                  ),
                },
                {
                  key: 'actions',
                  pin: 'end',
                  header: t('common.actions'),
                  cell: (row) => (
                    <div className="console-actions">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          setResult(null);
                          setEditing({ promo: row });
                        }}
                      >
                        {t('common.edit')}
                        <span className="console-sr-only"> {titleOf(row, t, i18n.language)}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          setResult(null);
                          remove.reset();
                          setDeleting(row);
                        }}
                      >
                        {t('common.delete')}
                        <span className="console-sr-only"> {titleOf(row, t, i18n.language)}</span>
                      </Button>
                    </div>
                  ),
                },
              ]}
            />
          </div>
        ) : null}
        <div className="console-actions">
          <Button
            onClick={() => {
              setResult(null);
              setEditing({ promo: null });
            }}
          >
            {t('console_app.backoffice.promos.add')}
          </Button>
        </div>
      </div>
      {editing ? (
        <PromoForm
          config={config}
          promo={editing.promo}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setResult({ ok: true, text: saved });
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={t('console_app.forms.confirm_delete', {
            name: titleOf(deleting, t, i18n.language),
          })}
          confirmLabel={t('common.delete')}
          busy={remove.isPending}
          error={
            remove.isError
              ? t('console_app.forms.delete_failed', { reason: failureReason(t, remove.error) })
              : undefined
          }
          onConfirm={() => remove.mutate(deleting)}
        />
      ) : null}
    </Card>
  );
}
