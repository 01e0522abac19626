import { type ScreenContext, settle } from '../../../lib/screen-data';
import { pendingAccountsQuery } from '../api/pending-accounts';

export async function loadLicences({ queryClient }: ScreenContext) {
  await settle([queryClient.ensureQueryData(pendingAccountsQuery())]);
}
