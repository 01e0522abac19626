import { webinarRegistrationRequestSchema } from '@careshop/api-client';
import { Banner, Button, Stack, TextField } from '@careshop/design-system';
import { useSchemaForm, withoutEmpty } from '@careshop/schema-form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/queries/get-me';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { useRegisterForWebinar } from '../api/register-for-webinar';

/** Props of {@link WebinarRegistrationForm}. */
export interface WebinarRegistrationFormProps {
  uid: string;
  title: string;
}

/**
 * Registration for one webinar: name, e-mail and profession (prefilled for a logged-in user), then
 * /webinar-confirmed; the API e-mails a confirmation in the visitor's language.
 */
export function WebinarRegistrationForm({ uid, title }: WebinarRegistrationFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const { language } = useShopLanguage();
  const register = useRegisterForWebinar();
  const [failed, setFailed] = useState(false);
  const form = useSchemaForm(
    webinarRegistrationRequestSchema,
    { first_name: me?.firstName ?? '', last_name: me?.lastName ?? '', email: me?.email ?? '' },
    async (data) => {
      setFailed(false);
      try {
        await register.mutateAsync(data);
        await navigate({ to: '/webinar-confirmed' });
      } catch {
        setFailed(true);
      }
    },
    (values) => ({ ...withoutEmpty(values), webinar_uid: uid, language }),
  );
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={t('webinar.form.title', { title })}>
      <Stack gap="sm">
        {failed ? (
          <Banner severity="error" live="alert">
            {t('errors.general_error')}
          </Banner>
        ) : null}
        <div className="shop-form-grid">
          <TextField
            label={t('webinar.form.first_name')}
            autoComplete="given-name"
            required
            {...form.text('first_name')}
          />
          <TextField
            label={t('webinar.form.last_name')}
            autoComplete="family-name"
            required
            {...form.text('last_name')}
          />
          <TextField
            label={t('webinar.form.email')}
            type="email"
            autoComplete="email"
            required
            {...form.text('email')}
          />
          <TextField label={t('webinar.form.profession')} {...form.text('profession')} />
        </div>
        <span>
          <Button type="submit" loading={form.submitting}>
            {t('webinar.form.submit')}
          </Button>
        </span>
      </Stack>
    </form>
  );
}
