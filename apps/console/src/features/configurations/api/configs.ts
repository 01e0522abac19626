import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/session';

/** The console configurations of the viewer's company (all companies' for a super administrator). */
export const configsQuery = () =>
  queryOptions({
    queryKey: ['console', 'configs'],
    queryFn: ({ signal }) => consoleApi.configs({ signal }),
  });
