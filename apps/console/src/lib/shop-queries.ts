import type {
  BackofficeAuditFilters,
  BackofficeOrderFilters,
  BackofficeProductFilters,
} from '@careshop/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeApi } from './session';

/** The query keys and fetchers of the Shop area's server data, in one place (STYLE 7). */
export const shopQueries = {
  all: ['backoffice'] as const,
  pendingAccounts: () =>
    queryOptions({
      queryKey: ['backoffice', 'accounts', 'pending'],
      queryFn: ({ signal }) => backofficeApi.pendingAccounts({ signal }),
    }),
  orders: (query: BackofficeOrderFilters) =>
    queryOptions({
      queryKey: ['backoffice', 'orders', 'list', query],
      queryFn: ({ signal }) => backofficeApi.orders(query, { signal }),
    }),
  order: (id: number) =>
    queryOptions({
      queryKey: ['backoffice', 'orders', 'detail', id],
      queryFn: ({ signal }) => backofficeApi.order(id, { signal }),
    }),
  customers: (query: { q?: string | undefined; page?: number | undefined }) =>
    queryOptions({
      queryKey: ['backoffice', 'customers', query],
      queryFn: ({ signal }) => backofficeApi.customers(query, { signal }),
    }),
  office: (id: number) =>
    queryOptions({
      queryKey: ['backoffice', 'offices', id],
      queryFn: ({ signal }) => backofficeApi.office(id, { signal }),
    }),
  products: (query: BackofficeProductFilters) =>
    queryOptions({
      queryKey: ['backoffice', 'products', 'list', query],
      queryFn: ({ signal }) => backofficeApi.products(query, { signal }),
    }),
  product: (id: number) =>
    queryOptions({
      queryKey: ['backoffice', 'products', 'detail', id],
      queryFn: ({ signal }) => backofficeApi.product(id, { signal }),
    }),
  coupons: () =>
    queryOptions({
      queryKey: ['backoffice', 'coupons'],
      queryFn: ({ signal }) => backofficeApi.coupons({ signal }),
    }),
  organisations: () =>
    queryOptions({
      queryKey: ['backoffice', 'organisations'],
      queryFn: ({ signal }) => backofficeApi.organisations({ signal }),
    }),
  shopConfigs: () =>
    queryOptions({
      queryKey: ['backoffice', 'shop-configs'],
      queryFn: ({ signal }) => backofficeApi.shopConfigs({ signal }),
    }),
  maintenance: () =>
    queryOptions({
      queryKey: ['backoffice', 'maintenance'],
      queryFn: ({ signal }) => backofficeApi.maintenance({ signal }),
    }),
  /** The scope's sales reps by name (decision 227). */
  salesReps: () =>
    queryOptions({
      queryKey: ['backoffice', 'sales-reps'],
      queryFn: ({ signal }) => backofficeApi.salesReps({ signal }),
      staleTime: 5 * 60_000,
    }),
  /** The scope's categories, named in the console's language. */
  categories: (language: string) =>
    queryOptions({
      queryKey: ['backoffice', 'categories', language],
      queryFn: ({ signal }) => backofficeApi.categories(language, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** The scope's shop promos (decision 229), link names in the console's language. */
  promos: (language: string) =>
    queryOptions({
      queryKey: ['backoffice', 'promos', language],
      queryFn: ({ signal }) => backofficeApi.promos(language, { signal }),
    }),
  audit: (query: BackofficeAuditFilters) =>
    queryOptions({
      queryKey: ['backoffice', 'audit', query],
      queryFn: ({ signal }) => backofficeApi.audit(query, { signal }),
    }),
};

/** The staff member's organisation's currency (its shop configs'); EUR until it is known. */
export function useShopCurrency(organisationId: number): string {
  const organisations = useQuery({ ...shopQueries.organisations(), retry: false });
  const organisation =
    organisations.data?.find((candidate) => candidate.id === organisationId) ??
    organisations.data?.[0];
  return organisation?.shop_configs[0]?.currency ?? 'EUR';
}
