import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** The scope's shop configs; a failure shows at once. */
export const shopConfigsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'shop-configs'],
    queryFn: ({ signal }) =>
      api.call(backofficeRoutes.shopConfigs, {}, { signal }).then(({ items }) => items),
    retry: false,
  });

/** The maintenance switch, title and message. */
export const maintenanceQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'maintenance'],
    queryFn: ({ signal }) => api.call(backofficeRoutes.maintenance, {}, { signal }),
  });

/** The scope's shop promos (decision 229), link names in the console's language. */
export const shopPromosQuery = (language: string) =>
  queryOptions({
    queryKey: ['backoffice', 'promos', language],
    queryFn: ({ signal }) =>
      api
        .call(backofficeRoutes.promos, { query: { language: language } }, { signal })
        .then(({ items }) => items),
    retry: false,
  });
