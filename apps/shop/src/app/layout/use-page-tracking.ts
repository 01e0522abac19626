import { pageViewName } from '@careshop/shop-filtering';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { pushToDataLayer } from '../../lib/data-layer';

/**
 * SPEC 2: a page view per route change, keyed from the path; then scroll to top. The first page
 * of a visit is already at the top: scrolling there would only force a layout of the whole page
 * in the middle of the first render (about 0.2 s on a slow phone, decision 236).
 */
export function usePageTracking(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPage = useRef(true);
  useEffect(() => {
    pushToDataLayer({ event: 'page_view', page: pageViewName(pathname), path: pathname });
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [pathname]);
}
