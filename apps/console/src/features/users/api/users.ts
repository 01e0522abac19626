import * as consoleRoutes from '@careshop/validation/console-routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** The console users the viewer may see. */
export const usersQuery = () =>
  queryOptions({
    queryKey: ['console', 'users'],
    queryFn: ({ signal }) =>
      api.call(consoleRoutes.users, {}, { signal }).then(({ items }) => items),
  });
