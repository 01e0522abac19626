import { Button, Card, Switch, TextField } from '@careshop/design-system';
import { isSupportedLanguage, languageNames } from '@careshop/i18n';
import { type FormValues, useSchemaForm } from '@careshop/schema-form';
import {
  type BackofficeShopConfig,
  type BackofficeShopConfigUpdate,
  backofficeShopConfigUpdateSchema,
  SHOP_HOME_TITLE_MAX,
} from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormResult, ResultBanner } from '../../../components/result-banner';
import { failureReason } from '../../../lib/failure-reason';
import { useFocusFirstError } from '../../../lib/form-feedback';
import { api } from '../../../lib/session';
import { shopConfigsQuery } from '../api/settings';

/** Comma-separated locale codes as typed → the list the server keeps. */
export function localesOf(text: unknown): string[] {
  return typeof text === 'string'
    ? text
        .split(/[\s,;]+/)
        .map((code) => code.trim())
        .filter(Boolean)
    : [];
}

const homeTitleField = (language: string) => `home_titles.${language}`;

/** The shop's languages (from its locale codes), each once, in order. */
function shopLanguages(locales: readonly string[]): string[] {
  return [...new Set(locales.map((locale) => locale.slice(0, 2)))].filter(isSupportedLanguage);
}

/**
 * One shop (host name): its internal title, the title customers see on its home page per language
 * (decision 276), languages and its own maintenance switch; the maintenance title and message are
 * the organisation's (edited above, decision 219). Validated with the server's own schema.
 */
export function ShopConfigForm({ config }: { config: BackofficeShopConfig }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const languages = shopLanguages(config.locales);
  const save = useMutation({
    mutationFn: (body: BackofficeShopConfigUpdate) =>
      api.call(backofficeRoutes.updateShopConfig, { params: { id: config.id }, body: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopConfigsQuery().queryKey }),
  });
  const initial: FormValues = {
    title: config.title,
    locales: config.locales.join(', '),
    maintenance_mode: config.maintenance_mode,
  };
  for (const language of languages) {
    initial[homeTitleField(language)] = config.home_titles[language] ?? '';
  }
  const form = useSchemaForm(
    backofficeShopConfigUpdateSchema,
    initial,
    async (body) => {
      setResult(null);
      try {
        await save.mutateAsync(body);
        setResult({ ok: true, text: t('console_app.backoffice.settings.saved') });
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
    (values) => {
      // The titles of languages not shown here are kept: the call replaces them all.
      const homeTitles: Record<string, string> = { ...config.home_titles };
      for (const language of languages) {
        homeTitles[language] = String(values[homeTitleField(language)] ?? '');
      }
      return {
        title: String(values.title ?? ''),
        home_titles: homeTitles,
        locales: localesOf(values.locales),
        maintenance_mode: values.maintenance_mode === true,
      };
    },
  );
  useFocusFirstError(formRef, form.errors);
  return (
    <Card title={config.hostname} headingLevel={3}>
      <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
        <ResultBanner result={result} />
        <div className="console-form-grid">
          <TextField
            label={t('console_app.backoffice.settings.shop_title')}
            help={t('console_app.backoffice.settings.shop_title_hint')}
            {...form.text('title')}
          />
          <TextField
            label={t('console_app.backoffice.settings.locales')}
            help={t('console_app.backoffice.settings.locales_hint')}
            {...form.text('locales')}
          />
        </div>
        {languages.length > 0 ? (
          <fieldset className="console-fieldset">
            <legend>{t('console_app.backoffice.settings.home_title')}</legend>
            <p className="console-muted">
              {t('console_app.backoffice.settings.home_title_hint', {
                brand: t('common.app_name'),
              })}
            </p>
            <div className="console-form-grid">
              {languages.map((language) => (
                <TextField
                  key={language}
                  label={t('console_app.backoffice.settings.home_title_in', {
                    language: isSupportedLanguage(language) ? languageNames[language] : language,
                  })}
                  maxLength={SHOP_HOME_TITLE_MAX}
                  placeholder={t('common.app_name')}
                  autoComplete="off"
                  {...form.text(homeTitleField(language))}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <Switch
          name="maintenance_mode"
          label={t('console_app.backoffice.settings.shop_maintenance')}
          checked={form.values.maintenance_mode === true}
          onCheckedChange={(checked) => form.set('maintenance_mode', checked)}
        />
        <p className="console-muted">
          {t('console_app.backoffice.settings.currency')}: {config.currency}
        </p>

        <div className="console-actions">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
