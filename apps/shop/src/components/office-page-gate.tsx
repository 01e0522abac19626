import { Banner, Spinner } from '@careshop/design-system';
import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../stores/account-store';
import { PageSection } from './page-section';

/** What an office's page (address book, saved carts) shows before its list is there. */
function OfficePageNotice({ title, state }: { title: string; state: 'no-office' | 'failed' }) {
  const { t } = useTranslation();
  const isSalesRep = useAccountStore((account) => account.isSalesRep);
  return (
    <PageSection title={title}>
      {state === 'failed' ? (
        <Banner severity="error" live="alert">
          {t('errors.general_error')}
        </Banner>
      ) : isSalesRep ? (
        <Banner severity="info" live="none">
          <Link to="/order-on-behalf">{t('navigation-bot.sales-rep-choose-office')}</Link>
        </Banner>
      ) : (
        <p>{t('profile.wait_for_approval')}</p>
      )}
    </PageSection>
  );
}

export type OfficePageGate<T> = { ready: true; data: T } | { ready: false; element: ReactElement };

/**
 * The states an office's page shares before its own screen: no office yet (a rep who chose none,
 * a licence awaiting approval), the list loading, the list failed; else the list's data.
 */
export function gateOfficePage<T>(
  title: string,
  office: unknown,
  query: { isPending: boolean; data: T | undefined },
): OfficePageGate<T> {
  if (office === null) {
    return { ready: false, element: <OfficePageNotice title={title} state="no-office" /> };
  }
  if (query.isPending) return { ready: false, element: <SpinnerOf /> };
  if (query.data === undefined) {
    return { ready: false, element: <OfficePageNotice title={title} state="failed" /> };
  }
  return { ready: true, data: query.data };
}

function SpinnerOf() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}
