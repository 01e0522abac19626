import { Banner, Button, Spinner } from '@careshop/design-system';
import { isLicenseApproved, type User } from '@careshop/validation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/api';
import { useMe } from '../api/get-me';
import { LoginForm } from './login-form';

/**
 * Login required, licence approved (SPEC 4 License / account): otherwise the login form or the
 * waiting-for-approval notice (`profile.wait_for_approval`) instead of the wizard.
 */
export function SessionGate({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation();
  const hasToken = useSessionStore((state) => state.hasToken);
  const expired = useSessionStore((state) => state.expired);
  const me = useMe(hasToken);

  if (!hasToken) return <LoginForm expired={expired} />;
  if (me.isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (me.isError) {
    return (
      <Banner
        severity="error"
        live="alert"
        action={<Button onClick={() => void me.refetch()}>{t('errors.chunk_load.reload')}</Button>}
      >
        {t('errors.general_error')}
      </Banner>
    );
  }
  if (!isLicenseApproved(me.data.license_valid)) {
    return (
      <Banner severity="warning" live="status">
        {t('profile.wait_for_approval')}
      </Banner>
    );
  }
  return children(me.data);
}
