import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/session';

/** The messages for entrance displays and kiosks. */
export const promosQuery = () =>
  queryOptions({
    queryKey: ['console', 'promos'],
    queryFn: ({ signal }) => consoleApi.promos({ signal }),
  });
