import { Banner, Button, Card, RadioGroup, Stack, TextField } from '@careshop/design-system';
import { type FormValues, useSchemaForm } from '@careshop/schema-form';
import { forgotFormSchema } from '@careshop/validation';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { useForgot } from '../api/forgot';

/** SPEC 2 credential recovery by customer number or username; SPEC 8 forgot messages. */
export function ForgotPage() {
  const { t } = useTranslation();
  const forgot = useForgot();
  const [by, setBy] = useState<'username' | 'customer_number'>('username');
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const form = useSchemaForm(
    forgotFormSchema,
    { email: '' },
    async (data) => {
      try {
        await forgot.mutateAsync(data);
        setOutcome('sent');
      } catch {
        setOutcome('failed');
      }
    },
    (values: FormValues) => ({ email: String(values.email ?? '').trim() }),
  );
  return (
    <PageSection title={t('recovery.forgot.title')} intro={t('recovery.forgot.intro')}>
      {outcome === 'sent' ? (
        <Banner severity="success" live="status">
          {t('errors.forgot.success_message')}
        </Banner>
      ) : null}
      {outcome === 'failed' ? (
        <Banner severity="error" live="alert">
          {t('errors.forgot.error_message')}
        </Banner>
      ) : null}
      <Card>
        <form noValidate onSubmit={form.onSubmit}>
          <Stack gap="md">
            <RadioGroup
              label={t('recovery.forgot.title')}
              value={by}
              onValueChange={(value) => setBy(value === 'customer_number' ? value : 'username')}
              orientation="horizontal"
              options={[
                { value: 'username', label: t('recovery.forgot.by_username') },
                { value: 'customer_number', label: t('recovery.forgot.by_customer_number') },
              ]}
            />
            <TextField
              label={t(
                by === 'username' ? 'recovery.forgot.username' : 'recovery.forgot.customer_number',
              )}
              inputMode={by === 'username' ? 'email' : 'numeric'}
              required
              {...form.text('email')}
            />
            <Button type="submit" loading={form.submitting}>
              {t('recovery.forgot.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
      <p>
        <Link to="/login">{t('recovery.forgot.back_to_login')}</Link>
      </p>
    </PageSection>
  );
}
