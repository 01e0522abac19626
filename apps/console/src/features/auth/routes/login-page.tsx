import { Banner, Button, Card, Checkbox, PasswordInput, TextField } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import { loginFormSchema } from '@careshop/validation';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccountKind, rememberAccountKind } from '../../../lib/account-kind';
import { queryClient } from '../../../lib/query-client';
import { api, serverCode, tokenStore, useSessionStore } from '../../../lib/session';

type Failure = 'failed' | 'blocked' | 'no_access' | null;

/** Only paths inside the app: an absolute or protocol-relative redirect is ignored. */
function safeRedirect(value: string | undefined): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** The area a login answer opens: console users (a level) and shop staff; nobody else. */
export function accountKindOf(answer: object): AccountKind | null {
  if (typeof (answer as { console_level?: unknown }).console_level === 'number') return 'console';
  if ((answer as { is_staff?: unknown }).is_staff === true) return 'staff';
  return null;
}

/** The console's login, on the same accounts endpoint as the shop (SPEC 7 /auth/login). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ from: '/public/login' });
  const expired = useSessionStore((state) => state.expired);
  const [failure, setFailure] = useState<Failure>(null);
  const form = useSchemaForm(
    loginFormSchema,
    { email: '', password: '', remember: true },
    async ({ email, password, remember }) => {
      setFailure(null);
      tokenStore.setRemember(remember ?? false);
      try {
        const answer = await api.login({ email: email.trim(), password });
        const kind = accountKindOf(answer);
        if (!kind) {
          // A customer or a rep: neither the reporting area nor the Shop area; the new session
          // is ended at once.
          await api.logout({ revoke: true });
          tokenStore.clear();
          setFailure('no_access');
          return;
        }
        rememberAccountKind(kind);
        queryClient.clear();
        useSessionStore.getState().loggedIn();
        await navigate({ href: safeRedirect(search.redirect) });
      } catch (error) {
        setFailure(serverCode(error) === 'account_blocked' ? 'blocked' : 'failed');
      }
    },
  );
  return (
    <main id="main-content" className="console-auth">
      <h1>{t('console_app.login.title')}</h1>
      <Card>
        <p>{t('console_app.login.intro')}</p>
        {expired ? (
          <Banner severity="warning" live="status">
            {t('console_app.login.session_expired')}
          </Banner>
        ) : null}
        {failure ? (
          <Banner severity="error" live="alert">
            {t(`console_app.login.${failure}`)}
          </Banner>
        ) : null}
        <form noValidate onSubmit={form.onSubmit} className="console-form">
          <TextField
            label={t('console_app.login.email')}
            autoComplete="username"
            type="email"
            required
            {...form.text('email')}
          />
          <PasswordInput
            label={t('console_app.login.password')}
            autoComplete="current-password"
            required
            name="password"
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            value={String(form.values.password ?? '')}
            onChange={(value) => form.set('password', value)}
            error={form.errorOf('password')}
          />
          <Checkbox label={t('console_app.login.remember_me')} {...form.checkbox('remember')} />
          <Button type="submit" loading={form.submitting}>
            {t('console_app.login.submit')}
          </Button>
        </form>
        <p>
          <Link to="/forgot">{t('console_app.login.forgot')}</Link>
        </p>
      </Card>
    </main>
  );
}
