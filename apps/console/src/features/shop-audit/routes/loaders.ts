import type { BackofficeAuditFilters } from '../../../lib/backoffice-filters';
import { type ScreenContext, settle } from '../../../lib/screen-data';
import { auditQuery } from '../api/audit';

/** The first page of the audit log under the filters. */
export async function loadAudit({ queryClient }: ScreenContext, search: BackofficeAuditFilters) {
  await settle([queryClient.ensureInfiniteQueryData(auditQuery(search))]);
}
