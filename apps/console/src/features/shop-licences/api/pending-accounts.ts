import { queryOptions } from '@tanstack/react-query';
import { backofficeApi } from '../../../lib/session';

/** The registrations waiting for a licence decision. */
export const pendingAccountsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'accounts', 'pending'],
    queryFn: ({ signal }) => backofficeApi.pendingAccounts({ signal }),
  });
