import { Banner, Button, Card, PasswordField } from '@careshop/design-system';
import { resetFormSchema } from '@careshop/validation';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/session';
import { useSchemaForm } from '../../lib/use-schema-form';

/**
 * The link of an invitation or a password reset e-mail: the user chooses a password with the
 * shop's `/auth/reset` call, then logs in.
 */
export function ResetPage() {
  const { t } = useTranslation();
  const { token } = useSearch({ from: '/public/reset-password' });
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const form = useSchemaForm(
    resetFormSchema,
    { token: token ?? '', password: '', repeat: '' },
    async (body) => {
      try {
        await api.reset(body);
        setState('done');
      } catch {
        setState('invalid');
      }
    },
  );
  const password = (name: 'password' | 'repeat', label: string) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete="new-password"
      required
      showLabel={t('password.show')}
      hideLabel={t('password.hide')}
      help={name === 'password' ? t('password.hint') : undefined}
      value={String(form.values[name] ?? '')}
      onChange={(value) => form.set(name, value)}
      error={form.errorOf(name)}
    />
  );
  return (
    <main id="main-content" className="console-auth">
      <h1>{t('console_app.reset.title')}</h1>
      <Card>
        {state === 'done' ? (
          <Banner severity="success" live="status">
            {t('console_app.reset.done')} <Link to="/login">{t('console_app.login.submit')}</Link>
          </Banner>
        ) : state === 'invalid' ? (
          <Banner severity="error" live="alert">
            {t('console_app.reset.invalid')}
          </Banner>
        ) : (
          <form noValidate onSubmit={form.onSubmit} className="console-form">
            <p>{t('console_app.reset.intro')}</p>
            {password('password', t('recovery.reset.new_password'))}
            {password('repeat', t('recovery.reset.repeat_password'))}
            <Button type="submit" loading={form.submitting}>
              {t('console_app.reset.submit')}
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}
