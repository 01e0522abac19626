import { isApiError } from '@careshop/api-client';
import { Banner } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../lib/failure-reason';

/**
 * A list that could not be loaded. A 404 on a list call means the server does not offer it (yet):
 * said plainly instead of a generic error.
 */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const missing = isApiError(error) && error.status === 404;
  return (
    <Banner severity={missing ? 'info' : 'error'} live="alert">
      {missing
        ? t('console_app.backoffice.not_landed')
        : `${t('console_app.forms.load_failed')} ${failureReason(t, error)}`}
    </Banner>
  );
}
