import { Banner, Button, Card, PasswordField, Spinner } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import { resetFormSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/session';
import { prefillQuery } from '../api/prefill';

/**
 * The link of an invitation or a password reset e-mail: the page says which account it is for
 * (e-mail address and company, from `/auth/prefill`, which answers nothing for a link that is
 * invalid, used or expired), the user chooses a password with `/auth/reset`, then logs in.
 */
export function ResetPage() {
  const { t } = useTranslation();
  const { token } = useSearch({ from: '/public/reset-password' });
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const account = useQuery({ ...prefillQuery(token), enabled: Boolean(token) });
  const form = useSchemaForm(
    resetFormSchema,
    { token: token ?? '', password: '', repeat: '' },
    async (body) => {
      try {
        await api.call(shopRoutes.reset, { body: body });
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
        ) : state === 'invalid' || account.isError ? (
          <Banner severity="error" live="alert">
            {t('console_app.reset.invalid')}
          </Banner>
        ) : account.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <form noValidate onSubmit={form.onSubmit} className="console-form">
            <p>{t('console_app.reset.intro')}</p>
            <dl className="console-facts" aria-label={t('console_app.reset.account')}>
              <dt>{t('console_app.reset.email')}</dt>
              <dd>{account.data.email}</dd>
              <dt>{t('console_app.reset.company')}</dt>
              <dd>{account.data.company_name || t('console_app.reset.no_company')}</dd>
            </dl>
            {/* Password managers store the new password under this account's e-mail address. */}
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={account.data.email ?? ''}
              readOnly
              hidden
            />
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
