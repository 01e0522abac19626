import {
  Button,
  Checkbox,
  Dialog,
  Select,
  Tabs,
  TextAreaField,
  TextField,
} from '@careshop/design-system';
import { supportedLanguages } from '@careshop/i18n/lazy';
import { type FormValues, useSchemaForm } from '@careshop/schema-form';
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
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { CategoryField, ProductField } from '../../../components/lookup-fields';
import { type FormResult, ResultBanner } from '../../../components/result-banner';
import { failureReason } from '../../../lib/failure-reason';
import { useFocusFirstError } from '../../../lib/form-feedback';
import { api } from '../../../lib/session';

// Issue 14, decision 229: the banners a shop shows on its home page, per shop config. The form
// checks the body with the server's own schema (`shopPromoCreateSchema`), so both sides name the
// same fields with the same messages.

type LinkKind = 'none' | PromoLink['kind'];

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
export function PromoForm({
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
        if (promo)
          await api.call(backofficeRoutes.updatePromo, { params: { id: promo.id }, body: body });
        else
          await api.call(backofficeRoutes.createPromo, { params: { id: config.id }, body: body });
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
export function titleOf(promo: BackofficeShopPromo, t: Translate, language = 'en'): string {
  return (
    promoText(promo, language, 'en')?.title ??
    t('console_app.backoffice.promos.untitled', { id: promo.id })
  );
}
