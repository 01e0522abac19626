import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/session';

/** The console users the viewer may see. */
export const usersQuery = () =>
  queryOptions({
    queryKey: ['console', 'users'],
    queryFn: ({ signal }) => consoleApi.users({ signal }),
  });
