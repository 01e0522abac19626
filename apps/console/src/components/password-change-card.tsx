import { Banner, Button, Card, PasswordField } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import { changePasswordFormSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../lib/failure-reason';
import { api } from '../lib/session';

/**
 * The own password change of a console user or a staff member: the current password, the new one
 * with the SPEC 2 strength meter and its repeat, checked by the shared schema before
 * `PUT /user/me` (which ends the user's other sessions, decision 214).
 */
export function PasswordChangeCard({ successText }: { successText: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm(
    changePasswordFormSchema,
    { current_password: '', password: '', repeat: '' },
    async (body) => {
      setResult(null);
      try {
        await api.call(shopRoutes.changePassword, { body: body });
        setResult({ ok: true, text: successText });
        form.reset();
      } catch (error) {
        form.showServerErrors(error);
        setResult({
          ok: false,
          text: t('console_app.forms.save_failed', { reason: failureReason(t, error) }),
        });
      }
    },
  );
  const strengthLabels = {
    poor: t('password.strength.poor'),
    weak: t('password.strength.weak'),
    normal: t('password.strength.normal'),
    good: t('password.strength.good'),
    strong: t('password.strength.strong'),
  };
  const password = (name: 'current_password' | 'password' | 'repeat', label: string) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
      required
      showLabel={t('password.show')}
      hideLabel={t('password.hide')}
      {...(name === 'password'
        ? {
            help: t('password.hint'),
            strengthLabels,
            strengthName: t('password.strength.label', { level: '' }),
          }
        : {})}
      value={String(form.values[name] ?? '')}
      onChange={(value) => form.set(name, value)}
      error={form.errorOf(name)}
    />
  );
  return (
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
  );
}
