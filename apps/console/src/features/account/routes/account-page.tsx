import { Card, Stack } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';
import { PasswordChangeCard } from '../../../components/password-change-card';
import { useMe } from '../../../lib/me';

/** The user's own account: who they are, their level and company, and a password change. */
export function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();
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
      <PasswordChangeCard successText={t('console_app.account.password_changed')} />
    </Stack>
  );
}
