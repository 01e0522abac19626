import { Outlet, useRouterState } from '@tanstack/react-router';
import { pageClassName } from '../../lib/page-transition';
import { AccountBannerList } from './account-banner-list';
import { MaintenanceGate } from './maintenance-gate';

/** Logged-in pages: maintenance gate, account banners, then the page with its transition. */
export function ProtectedOutlet() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <MaintenanceGate>
      <AccountBannerList />
      <div className={pageClassName()} key={pathname}>
        <Outlet />
      </div>
    </MaintenanceGate>
  );
}
