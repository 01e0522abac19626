import type { QueryClient } from '@tanstack/react-query';
import { orderQueryOptions } from '../../features/orders/api/get-orders';
import { categoriesQueryOptions } from '../../lib/queries/get-categories';
import { productsQueryOptions } from '../../lib/queries/get-products';
import { shopConfigQueryOptions } from '../../lib/queries/get-shop-config';
import { warmIntl } from '../../lib/warm-intl';

/**
 * Route loaders (issue 15): the router runs them together with the download of the route's
 * chunk, so a page's data is asked for at the same time as its code, not once it has rendered.
 * They use `ensureQueryData`, so data already in the cache (start-up restore, a previous visit)
 * is not fetched again. A failure is left to the page, which shows its own error state from the
 * same query; the loader never turns it into a route error.
 */
export async function ensureCatalogue(queryClient: QueryClient): Promise<void> {
  warmIntl();
  await settle(async () => {
    const config = await queryClient.ensureQueryData(shopConfigQueryOptions());
    await Promise.all([
      queryClient.ensureQueryData(productsQueryOptions(config.organisation_id)),
      queryClient.ensureQueryData(categoriesQueryOptions(config.organisation_id)),
    ]);
  });
}

/**
 * The home page (decision 255): its categories are awaited, they are the first screen; the
 * products, further down under their own loading placeholder, are only started, so the heading and
 * the categories do not wait for the larger product list.
 */
export async function ensureHomeCatalogue(queryClient: QueryClient): Promise<void> {
  warmIntl();
  await settle(async () => {
    const config = await queryClient.ensureQueryData(shopConfigQueryOptions());
    void queryClient.prefetchQuery(productsQueryOptions(config.organisation_id));
    await queryClient.ensureQueryData(categoriesQueryOptions(config.organisation_id));
  });
}

/** `GET /order/{id}` for the order detail page. */
export async function ensureOrder(queryClient: QueryClient, orderId: string): Promise<void> {
  await settle(() => queryClient.ensureQueryData(orderQueryOptions(orderId)));
}

async function settle(load: () => Promise<unknown>): Promise<void> {
  try {
    await load();
  } catch {
    // The page's query shows the failure and offers the retry.
  }
}
