import {
  Banner,
  Button,
  Card,
  Checkbox,
  PasswordInput,
  Stack,
  TextField,
} from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import { loginFormSchema } from '@careshop/validation';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { env } from '../../../config/env';
import { postLoginPath } from '../../../lib/session/post-login-path';
import { useAccountStore } from '../../../stores/account-store';
import { useLogin } from '../api/login';

/** SPEC 2 login: remember me, forgot password, create account, session-expired notice. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sessionExpired = useAccountStore((state) => state.sessionExpired);
  const login = useLogin();
  const [failed, setFailed] = useState(false);
  const form = useSchemaForm(
    loginFormSchema,
    { email: '', password: '', remember: true },
    async ({ email, password, remember }) => {
      setFailed(false);
      try {
        const answer = await login.mutateAsync({
          body: { email: email.trim(), password },
          remember: remember ?? false,
        });
        const account = useAccountStore.getState();
        const to = postLoginPath({
          redirect: account.redirect,
          isSalesRep: answer.is_sales,
          defaultPath: env.VITE_DEFAULT_PATH,
        });
        account.setRedirect(null);
        await navigate({ href: to });
      } catch {
        setFailed(true);
      }
    },
  );
  return (
    <PageSection title={t('login.title')} intro={t('login.intro')}>
      <Card>
        <Stack gap="md">
          {sessionExpired ? (
            <Banner severity="warning" live="status">
              {t('login.session_expired')}
            </Banner>
          ) : null}
          {failed ? (
            <Banner severity="error" live="alert">
              <p style={{ margin: 0 }}>{t('errors.login.failed')}</p>
              <p style={{ margin: 0 }}>
                <Link to="/forgot">{t('errors.login.forgot_password')}</Link>
                {' · '}
                <Link to="/contact">{t('errors.login.customer_service')}</Link>
              </p>
            </Banner>
          ) : null}
          <form noValidate onSubmit={form.onSubmit} className="shop-form">
            <TextField
              label={t('login.username')}
              autoComplete="username"
              required
              {...form.text('email')}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              required
              showLabel={t('password.show')}
              hideLabel={t('password.hide')}
              value={String(form.values.password ?? '')}
              onChange={(value) => form.set('password', value)}
              error={form.errorOf('password')}
            />
            <Checkbox label={t('login.remember_me')} {...form.checkbox('remember')} />
            <Button type="submit" loading={form.submitting}>
              {t('login.submit')}
            </Button>
          </form>
          <p>
            <Link to="/forgot">{t('login.forgot_password')}</Link>
          </p>
          <p>
            {t('login.no_account')} <Link to="/register">{t('login.create_account')}</Link>
          </p>
        </Stack>
      </Card>
    </PageSection>
  );
}
