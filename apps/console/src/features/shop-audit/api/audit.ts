import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { BackofficeAuditFilters } from '../../../lib/backoffice-filters';
import { api } from '../../../lib/session';

/** The audit log under the filters, newest first, a page at a time; a failure shows at once. */
export const auditQuery = (search: BackofficeAuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['backoffice', 'audit', search],
    queryFn: ({ pageParam, signal }) =>
      api.call(backofficeRoutes.audit, { query: { ...search, before: pageParam } }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    retry: false,
  });
