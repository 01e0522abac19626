import * as consoleRoutes from '@careshop/validation/console-routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** The messages for entrance displays and kiosks. */
export const promosQuery = () =>
  queryOptions({
    queryKey: ['console', 'promos'],
    queryFn: ({ signal }) =>
      api.call(consoleRoutes.promos, {}, { signal }).then(({ items }) => items),
  });
