import { Banner, Button, Card, Spinner, Stack } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import { resetFormSchema } from '@careshop/validation';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { usePrefill, useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

const route = getRouteApi('/auth/reset-password');

/** SPEC 2 reset / create password from the e-mail link `?token=…`. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = route.useSearch();
  const prefill = usePrefill(token);
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const form = useSchemaForm(
    resetFormSchema,
    { password: '', repeat: '' },
    async (data) => {
      try {
        await reset.mutateAsync(data);
        setOutcome('saved');
      } catch {
        setOutcome('failed');
      }
    },
    (values) => ({ token: token ?? '', password: values.password, repeat: values.repeat }),
  );
  const invalid = !token || prefill.isError || outcome === 'failed';
  return (
    <PageSection title={t('recovery.reset.title')} intro={t('recovery.reset.intro')}>
      {outcome === 'saved' ? (
        <Banner
          severity="success"
          live="status"
          action={<Link to="/login">{t('login.submit')}</Link>}
        >
          {t('recovery.reset.success')}
        </Banner>
      ) : invalid ? (
        <Banner
          severity="error"
          live="alert"
          action={<Link to="/forgot">{t('recovery.reset.request_new_link')}</Link>}
        >
          {t('recovery.reset.invalid_link')}
        </Banner>
      ) : prefill.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <Card>
          <form noValidate onSubmit={form.onSubmit}>
            <Stack gap="md">
              {prefill.data?.email ? <p style={{ margin: 0 }}>{prefill.data.email}</p> : null}
              <NewPasswordFields
                form={form}
                passwordLabel={t('recovery.reset.new_password')}
                repeatLabel={t('recovery.reset.repeat_password')}
              />
              <Button type="submit" loading={form.submitting}>
                {t('recovery.reset.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
      )}
    </PageSection>
  );
}
