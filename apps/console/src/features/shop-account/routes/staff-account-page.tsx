import { Button, Card, Select, Stack, TextField } from '@careshop/design-system';
import { languageNames, type SupportedLanguage, supportedLanguages } from '@careshop/i18n/lazy';
import { useSchemaForm } from '@careshop/schema-form';
import { backofficeMePatchSchema } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeCard } from '../../../components/password-change-card';
import { type FormResult, ResultBanner } from '../../../components/result-banner';
import { failureReason } from '../../../lib/failure-reason';
import { useFocusFirstError } from '../../../lib/form-feedback';
import { useLanguageStore } from '../../../lib/language-store';
import { useStaff, type Who } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { api } from '../../../lib/session';

/**
 * The staff member's own account (decision 228): name and e-mail, their organisation, the
 * language (saved to the account; the console switches to it) and a password change.
 */
export function StaffAccountPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const queryClient = useQueryClient();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const form = useSchemaForm(
    backofficeMePatchSchema,
    { firstName: staff.firstName, lastName: staff.lastName, language: staff.language },
    async (body) => {
      setResult(null);
      try {
        const saved = await api.call(backofficeRoutes.updateMe, { body: body });
        queryClient.setQueryData<Who>(queries.who().queryKey, { kind: 'staff', me: saved });
        setLanguage(saved.language as SupportedLanguage);
        // Names the lookups answered in the old language are asked again.
        void queryClient.invalidateQueries({ queryKey: ['backoffice', 'categories'] });
        setResult({ ok: true, text: t('console_app.backoffice.account.saved') });
      } catch (error) {
        form.showServerErrors(error);
        setResult({
          ok: false,
          text: t('console_app.backoffice.account.save_failed', {
            reason: failureReason(t, error),
          }),
        });
      }
    },
    (values) => ({
      firstName: String(values.firstName ?? ''),
      lastName: String(values.lastName ?? ''),
      language: values.language,
    }),
  );
  useFocusFirstError(formRef, form.errors);
  return (
    <Stack gap="lg">
      <div>
        <h1>{t('console_app.backoffice.account.title')}</h1>
        <p className="console-muted">{t('console_app.backoffice.account.intro')}</p>
      </div>
      <Card title={t('console_app.account.profile')} headingLevel={2}>
        <dl className="console-facts">
          <dt>{t('console.users.email')}</dt>
          <dd>{staff.email}</dd>
          <dt>{t('console_app.backoffice.account.organisation')}</dt>
          <dd>{staff.organisation_name}</dd>
          <dt>{t('console_app.backoffice.account.role')}</dt>
          <dd>
            {staff.super_admin
              ? t('console_app.backoffice.account.super_admin')
              : t('console_app.backoffice.account.staff')}
          </dd>
        </dl>
        <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
          <ResultBanner result={result} />
          <div className="console-form-grid">
            <TextField
              label={t('console_app.account.first_name')}
              autoComplete="given-name"
              {...form.text('firstName')}
            />
            <TextField
              label={t('console_app.account.last_name')}
              autoComplete="family-name"
              {...form.text('lastName')}
            />
            <Select
              label={t('console_app.backoffice.account.language')}
              help={t('console_app.backoffice.account.language_hint')}
              options={supportedLanguages.map((code) => ({
                value: code,
                label: languageNames[code],
              }))}
              {...form.text('language')}
            />
          </div>
          <div className="console-actions">
            <Button type="submit" loading={form.submitting}>
              {t('console_app.backoffice.account.save')}
            </Button>
          </div>
        </form>
      </Card>
      <PasswordChangeCard successText={t('console_app.backoffice.account.password_changed')} />
    </Stack>
  );
}
