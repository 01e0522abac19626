import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/pages/not-found-page';
import { RouteError } from '../../components/route-error';
import { MainLayout } from '../layout/main-layout';
import { RootLayout } from '../layout/root-layout';

/** What every route's loader and guard can use. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // A path no route matches gets the 404 page inside the shop's header and footer (decision 239).
  notFoundComponent: () => (
    <MainLayout>
      <NotFoundPage />
    </MainLayout>
  ),
  errorComponent: RouteError,
});
