import { Banner, Button, Stack, TextField } from '@careshop/design-system';
import { loginRequestSchema, toFieldErrors } from '@careshop/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useLogin } from '../api/login';

/**
 * A small login with the shop's account (docs/decisions/122-zoom-app-login-and-state.md). The
 * token lands under the shop's key, so on one origin it logs into the shop as well.
 */
export function LoginForm({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const parsed = loginRequestSchema.safeParse({ email, password });
  const errors = parsed.success ? {} : toFieldErrors(parsed.error);
  const errorText = (field: string) => {
    const error = errors[field];
    return checked && error ? t(error.key, error.params) : undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (parsed.success) login.mutate(parsed.data);
  };

  return (
    <Stack as="section" gap="md" aria-labelledby="zoom-login-title" className="zoom-login">
      <h2 id="zoom-login-title" ref={heading} tabIndex={-1}>
        {t('login.title')}
      </h2>
      <p>{t('zoom.app.login_intro')}</p>
      {expired ? (
        <Banner severity="warning" live="alert">
          {t('login.session_expired')}
        </Banner>
      ) : null}
      {login.isError ? (
        <Banner severity="error" live="alert">
          {t('errors.login.failed')}
        </Banner>
      ) : null}
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <TextField
            name="email"
            type="email"
            autoComplete="username"
            label={t('login.username')}
            value={email}
            required
            error={errorText('email')}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('login.password')}
            value={password}
            required
            error={errorText('password')}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div>
            <Button type="submit" loading={login.isPending}>
              {t('login.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
