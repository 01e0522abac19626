import { Outlet, useRouterState } from '@tanstack/react-router';

/** Public pages (SPEC 2): no login, no maintenance gate. */
export function PublicOutlet() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <div className="shop-page" key={pathname}>
      <Outlet />
    </div>
  );
}
