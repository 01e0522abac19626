import * as consoleRoutes from '@careshop/validation/console-routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** The report subscriptions sent by e-mail on a schedule. */
export const subscriptionsQuery = () =>
  queryOptions({
    queryKey: ['console', 'subscriptions'],
    queryFn: ({ signal }) =>
      api.call(consoleRoutes.subscriptions, {}, { signal }).then(({ items }) => items),
  });
