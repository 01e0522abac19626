import { queryOptions } from '@tanstack/react-query';
import { backofficeApi } from '../../../lib/session';

/** The scope's shop configs; a failure shows at once. */
export const shopConfigsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'shop-configs'],
    queryFn: ({ signal }) => backofficeApi.shopConfigs({ signal }),
    retry: false,
  });

/** The maintenance switch, title and message. */
export const maintenanceQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'maintenance'],
    queryFn: ({ signal }) => backofficeApi.maintenance({ signal }),
  });

/** The scope's shop promos (decision 229), link names in the console's language. */
export const shopPromosQuery = (language: string) =>
  queryOptions({
    queryKey: ['backoffice', 'promos', language],
    queryFn: ({ signal }) => backofficeApi.promos(language, { signal }),
    retry: false,
  });
