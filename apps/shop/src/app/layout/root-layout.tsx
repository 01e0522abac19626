import { TopProgressBar } from '@careshop/design-system';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar } from '../../components/notice-snackbar';
import { useAccountStore } from '../../stores/account-store';
import { useDocumentTitle } from './use-document-title';
import { usePageTracking } from './use-page-tracking';

/**
 * The outermost route: the top progress bar until account initialisation completes (SPEC 2),
 * page-view tracking, scroll to top on each route change and the app's snackbar.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const isInitialized = useAccountStore((state) => state.isInitialized);
  const isLoading = useRouterState({ select: (state) => state.isLoading });
  usePageTracking();
  useDocumentTitle();
  return (
    <>
      <TopProgressBar active={!isInitialized || isLoading} label={t('common.loading')} />
      <Outlet />
      <NoticeSnackbar />
    </>
  );
}
