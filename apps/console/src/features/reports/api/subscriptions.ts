import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/session';

/** The report subscriptions sent by e-mail on a schedule. */
export const subscriptionsQuery = () =>
  queryOptions({
    queryKey: ['console', 'subscriptions'],
    queryFn: ({ signal }) => consoleApi.subscriptions({ signal }),
  });
