import { type ScreenContext, settle } from '../../../lib/screen-data';
import { shopQueries } from '../../../lib/shop-queries';
import { officeQuery } from '../api/office';
import { officeTeamQuery } from '../api/office-team';

/** The customers matching the search; nothing before two characters are typed. */
export async function loadCustomers(
  { queryClient }: ScreenContext,
  search: { q?: string | undefined },
) {
  const q = search.q ?? '';
  if (q.length >= 2) await settle([queryClient.ensureQueryData(shopQueries.customers({ q }))]);
}

export async function loadOffice({ queryClient }: ScreenContext, officeId: number) {
  await settle([
    queryClient.ensureQueryData(officeQuery(officeId)),
    queryClient.ensureQueryData(officeTeamQuery(officeId)),
  ]);
}
