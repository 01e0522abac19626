import {
  Banner,
  Button,
  Card,
  RadioGroup,
  Select,
  Stack,
  TextField,
} from '@careshop/design-system';
import { type FormValues, useSchemaForm, withoutEmpty } from '@careshop/schema-form';
import { contactFormSchema, contactPreferences, questionTypes } from '@careshop/validation';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { env } from '../../../config/env';
import { useSendQuestion } from '../api/send-question';

function toQuestionInput(values: FormValues): unknown {
  const input: Record<string, unknown> = withoutEmpty(values);
  // SPEC 5: the e-mail is trimmed before the question is sent.
  if (typeof input.email === 'string') input.email = input.email.trim();
  return input;
}

/** SPEC 2 contact / support form (public) with the support area; SPEC 8 question messages. */
export function ContactPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendQuestion();
  const [failed, setFailed] = useState(false);
  const form = useSchemaForm(
    contactFormSchema,
    { contact_preference: 'email' },
    async (data) => {
      setFailed(false);
      try {
        await send.mutateAsync(data);
        await navigate({ to: '/thanks' });
      } catch {
        setFailed(true);
      }
    },
    toQuestionInput,
  );
  return (
    <PageSection title={t('contact.title')} intro={t('contact.intro')}>
      {failed ? (
        <Banner severity="error" live="alert">
          {t('errors.contact.error_message')}
        </Banner>
      ) : null}
      <div className="shop-two-columns shop-cart-layout">
        <Card>
          <form noValidate onSubmit={form.onSubmit}>
            <Stack gap="md">
              <div className="shop-form-grid">
                <TextField
                  label={t('contact.name')}
                  autoComplete="name"
                  required
                  {...form.text('name')}
                />
                <TextField label={t('contact.office_name')} {...form.text('office_name')} />
                <TextField
                  label={t('contact.company')}
                  autoComplete="organization"
                  required
                  {...form.text('company')}
                />
                <TextField
                  label={t('contact.email')}
                  type="email"
                  autoComplete="email"
                  required
                  {...form.text('email')}
                />
                <TextField
                  label={t('contact.phone')}
                  type="tel"
                  autoComplete="tel"
                  required
                  {...form.text('phone')}
                />
                <Select
                  label={t('contact.question_type.label')}
                  placeholder={t('common.select_placeholder')}
                  required
                  options={questionTypes.map((type) => ({
                    value: type,
                    label: t(`contact.question_type.${type}`),
                  }))}
                  {...form.text('question_type')}
                />
              </div>
              <RadioGroup
                label={t('contact.preference.label')}
                orientation="horizontal"
                value={String(form.values.contact_preference ?? 'email')}
                onValueChange={(value) => form.set('contact_preference', value)}
                options={contactPreferences.map((preference) => ({
                  value: preference,
                  label: t(`contact.preference.${preference}`),
                }))}
                error={form.errorOf('contact_preference')}
              />
              <label className="shop-textarea">
                <span>{t('contact.message')}</span>
                <textarea
                  name="message"
                  rows={6}
                  required
                  aria-invalid={form.errorOf('message') ? true : undefined}
                  aria-describedby={form.errorOf('message') ? 'contact-message-error' : undefined}
                  value={String(form.values.message ?? '')}
                  onChange={(event) => form.set('message', event.target.value)}
                />
                {form.errorOf('message') ? (
                  <span id="contact-message-error" role="alert">
                    {form.errorOf('message')}
                  </span>
                ) : null}
              </label>
              <Button type="submit" loading={form.submitting}>
                {t('contact.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
        <Card as="section" title={t('contact.support.title')} headingLevel={2}>
          <p>{t('contact.support.hours')}</p>
          <p>{t('contact.support.phone', { phone: env.VITE_SUPPORT_PHONE })}</p>
          <p>{t('contact.support.email', { email: env.VITE_SUPPORT_EMAIL })}</p>
        </Card>
      </div>
    </PageSection>
  );
}
