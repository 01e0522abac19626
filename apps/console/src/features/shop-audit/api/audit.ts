import type { BackofficeAuditFilters } from '@careshop/api-client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { backofficeApi } from '../../../lib/session';

/** The audit log under the filters, newest first, a page at a time; a failure shows at once. */
export const auditQuery = (search: BackofficeAuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['backoffice', 'audit', search],
    queryFn: ({ pageParam, signal }) =>
      backofficeApi.audit({ ...search, before: pageParam }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    retry: false,
  });
