import { Banner, Button, Card, PasswordField, Stack } from '@careshop/design-system';
import { changePasswordFormSchema } from '@careshop/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../../lib/failure-reason';
import { useMe } from '../../lib/me';
import { api } from '../../lib/session';
import { useSchemaForm } from '../../lib/use-schema-form';

/** The user's own account: who they are, their level and company, and a password change. */
export function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm(
    changePasswordFormSchema,
    { current_password: '', password: '', repeat: '' },
    async (body) => {
      setResult(null);
      try {
        await api.changePassword(body);
        setResult({ ok: true, text: t('console_app.account.password_changed') });
        form.reset();
      } catch (error) {
        setResult({
          ok: false,
          text: t('console_app.forms.save_failed', { reason: failureReason(t, error) }),
        });
      }
    },
  );
  const password = (name: 'current_password' | 'password' | 'repeat', label: string) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
      required
      showLabel={t('password.show')}
      hideLabel={t('password.hide')}
      value={String(form.values[name] ?? '')}
      onChange={(value) => form.set(name, value)}
      error={form.errorOf(name)}
    />
  );
  return (
    <Stack gap="lg">
      <h1>{t('console_app.account.title')}</h1>
      <Card title={t('console_app.account.profile')} headingLevel={2}>
        <dl className="console-facts">
          <dt>{t('console.users.name')}</dt>
          <dd>{[me.firstName, me.lastName].filter(Boolean).join(' ') || '—'}</dd>
          <dt>{t('console.users.email')}</dt>
          <dd>{me.email}</dd>
          <dt>{t('console.users.user_level')}</dt>
          <dd>{t(`console.user_levels.${me.console_level}`)}</dd>
          <dt>{t('console_app.users.company')}</dt>
          <dd>{me.company_name ?? '—'}</dd>
        </dl>
      </Card>
      <Card title={t('console_app.account.change_password')} headingLevel={2}>
        {result ? (
          <Banner severity={result.ok ? 'success' : 'error'} live={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Banner>
        ) : null}
        <form noValidate onSubmit={form.onSubmit} className="console-form">
          {password('current_password', t('profile.change_password.current'))}
          {password('password', t('profile.change_password.new'))}
          {password('repeat', t('profile.change_password.repeat'))}
          <Button type="submit" loading={form.submitting}>
            {t('profile.change_password.submit')}
          </Button>
        </form>
      </Card>
    </Stack>
  );
}
