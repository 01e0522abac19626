import type { ReactNode } from 'react';
import { MaintenancePage } from '../../components/pages/maintenance-page';
import { useMe } from '../../lib/queries/get-me';
import { useShopConfig } from '../../lib/queries/get-shop-config';

/**
 * SPEC 2 "Maintenance page": when maintenance_mode is on in the shop config or the organisation,
 * it replaces the content (public routes do not use this gate).
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const config = useShopConfig();
  const me = useMe();
  const organisation = me?.organisation;
  if (config.maintenance_mode || organisation?.maintenance_mode) {
    return (
      <MaintenancePage
        title={organisation?.maintenance_title ?? null}
        messageHtml={organisation?.maintenance_message ?? null}
      />
    );
  }
  return <>{children}</>;
}
