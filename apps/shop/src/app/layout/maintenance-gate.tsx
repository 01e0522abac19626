import { Spinner } from '@careshop/design-system';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/queries/get-me';
import { useShopConfig } from '../../lib/queries/get-shop-config';
import { loadChunk } from '../../lib/route-chunk';

// The page and its HTML sanitiser (DOMPurify) load only when maintenance is on.
const MaintenancePage = lazy(() =>
  loadChunk(() => import('../../components/pages/maintenance-page')).then((module) => ({
    default: module.MaintenancePage,
  })),
);

/** The maintenance texts the API adds to the public shop config (not in its schema yet). */
function configText(config: object, key: 'maintenance_title' | 'maintenance_message') {
  const value = (config as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * SPEC 2 "Maintenance page": when maintenance_mode is on in the shop config or the organisation,
 * it replaces the content (public routes do not use this gate). The texts come from the user's
 * organisation, else from the public config, so a logged-out visitor reads them too; the page
 * sanitises the HTML again.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const me = useMe();
  const organisation = me?.organisation;
  if (config.maintenance_mode || organisation?.maintenance_mode) {
    return (
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <MaintenancePage
          title={organisation?.maintenance_title ?? configText(config, 'maintenance_title')}
          messageHtml={
            organisation?.maintenance_message ?? configText(config, 'maintenance_message')
          }
        />
      </Suspense>
    );
  }
  return <>{children}</>;
}
