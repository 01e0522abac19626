import { Outlet, useRouterState } from '@tanstack/react-router';
import { pageClassName } from '../../lib/page-transition';

/** Public pages (SPEC 2): no login, no maintenance gate. */
export function PublicOutlet() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <div className={pageClassName()} key={pathname}>
      <Outlet />
    </div>
  );
}
