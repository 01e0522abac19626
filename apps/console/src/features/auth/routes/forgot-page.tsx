import { Banner, Button, Card, TextField } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import { forgotFormSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/session';

/**
 * "Forgot your password?": the shop's `/auth/forgot` call; a console account gets a link to the
 * console's own reset page (decision 214). The answer never tells whether the address exists.
 */
export function ForgotPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<'form' | 'sent' | 'failed'>('form');
  const form = useSchemaForm(forgotFormSchema, { email: '' }, async (body) => {
    try {
      await api.call(shopRoutes.forgot, { body: body });
      setState('sent');
    } catch {
      setState('failed');
    }
  });
  return (
    <main id="main-content" className="console-auth">
      <h1>{t('console_app.login.forgot')}</h1>
      <Card>
        {state === 'sent' ? (
          <Banner severity="success" live="status">
            {t('errors.forgot.success_message')}
          </Banner>
        ) : (
          <form noValidate onSubmit={form.onSubmit} className="console-form">
            {state === 'failed' ? (
              <Banner severity="error" live="alert">
                {t('errors.forgot.error_message')}
              </Banner>
            ) : null}
            <TextField
              label={t('console_app.login.email')}
              type="email"
              autoComplete="username"
              required
              {...form.text('email')}
            />
            <Button type="submit" loading={form.submitting}>
              {t('recovery.forgot.submit')}
            </Button>
          </form>
        )}
        <p>
          <Link to="/login" search={{}}>
            {t('recovery.forgot.back_to_login')}
          </Link>
        </p>
      </Card>
    </main>
  );
}
