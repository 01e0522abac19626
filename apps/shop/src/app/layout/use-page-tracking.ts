import { pageViewName } from '@careshop/shop-filtering';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pushToDataLayer } from '../../lib/data-layer';

/** SPEC 2: a page view per route change, keyed from the path; then scroll to top. */
export function usePageTracking(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    pushToDataLayer({ event: 'page_view', page: pageViewName(pathname), path: pathname });
    window.scrollTo({ top: 0 });
  }, [pathname]);
}
