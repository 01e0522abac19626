import type { RepOfficeList } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `GET /order_on_behalf/offices?q=`: offices the rep may order for, by name, city or number. */
export function searchRepOffices(query: string): Promise<RepOfficeList> {
  return api.call(shopRoutes.repOffices, { query: { q: query } });
}

/** The finder's answer for a search of at least two characters; none is asked before. */
export function useRepOfficeSearch(query: string) {
  return useQuery({
    queryKey: ['rep-offices', 'search', query],
    queryFn: () => searchRepOffices(query),
    enabled: query.trim().length >= 2,
  });
}

/** `GET /order_on_behalf/recent`: the rep's recent offices, most recent first. */
export const recentRepOfficesQueryOptions = () =>
  queryOptions({
    queryKey: ['rep-offices', 'recent'],
    queryFn: () => api.call(shopRoutes.recentRepOffices),
  });

export function useRecentRepOffices() {
  return useQuery(recentRepOfficesQueryOptions());
}
