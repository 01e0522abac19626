import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackofficeProductFilters } from './backoffice-filters';
import { api } from './session';

/**
 * The query keys and fetchers of the Shop area's server data that several features (or the shared
 * lookup fields) read (STYLE 7); a feature's own reads live in its `api/` folder. Every reader of
 * these shows a failure at once, so none retries.
 */
export const shopQueries = {
  all: ['backoffice'] as const,
  customers: (query: { q?: string | undefined; page?: number | undefined }) =>
    queryOptions({
      queryKey: ['backoffice', 'customers', query],
      queryFn: ({ signal }) => api.call(backofficeRoutes.customers, { query: query }, { signal }),
      retry: false,
    }),
  products: (query: BackofficeProductFilters) =>
    queryOptions({
      queryKey: ['backoffice', 'products', 'list', query],
      queryFn: ({ signal }) => api.call(backofficeRoutes.products, { query: query }, { signal }),
      retry: false,
    }),
  organisations: () =>
    queryOptions({
      queryKey: ['backoffice', 'organisations'],
      queryFn: ({ signal }) =>
        api.call(backofficeRoutes.organisations, {}, { signal }).then(({ items }) => items),
      retry: false,
    }),
  /** The scope's sales reps by name (decision 227). */
  salesReps: () =>
    queryOptions({
      queryKey: ['backoffice', 'sales-reps'],
      queryFn: ({ signal }) =>
        api.call(backofficeRoutes.salesReps, {}, { signal }).then(({ items }) => items),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  /** The scope's categories, named in the console's language. */
  categories: (language: string) =>
    queryOptions({
      queryKey: ['backoffice', 'categories', language],
      queryFn: ({ signal }) =>
        api
          .call(backofficeRoutes.categories, { query: { language: language } }, { signal })
          .then(({ items }) => items),
      staleTime: 5 * 60_000,
      retry: false,
    }),
};

/** The staff member's organisation's currency (its shop configs'); EUR until it is known. */
export function useShopCurrency(organisationId: number): string {
  const organisations = useQuery(shopQueries.organisations());
  const organisation =
    organisations.data?.find((candidate) => candidate.id === organisationId) ??
    organisations.data?.[0];
  return organisation?.shop_configs[0]?.currency ?? 'EUR';
}
