import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** The registrations waiting for a licence decision. */
export const pendingAccountsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'accounts', 'pending'],
    queryFn: ({ signal }) =>
      api.call(backofficeRoutes.pendingAccounts, {}, { signal }).then(({ items }) => items),
  });
