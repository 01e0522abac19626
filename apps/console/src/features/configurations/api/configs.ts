import * as consoleRoutes from '@careshop/validation/console-routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** The console configurations of the viewer's company (all companies' for a super administrator). */
export const configsQuery = () =>
  queryOptions({
    queryKey: ['console', 'configs'],
    queryFn: ({ signal }) =>
      api.call(consoleRoutes.configs, {}, { signal }).then(({ items }) => items),
  });
