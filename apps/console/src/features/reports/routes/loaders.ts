import { mayAct } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { type ScreenContext, settle } from '../../../lib/screen-data';
import { subscriptionsQuery } from '../api/subscriptions';

/** The locations to report on, and the subscriptions when the level may read them. */
export async function loadReports({ queryClient, who }: ScreenContext) {
  await settle([
    queryClient.ensureQueryData(queries.locations()),
    ...(mayAct(who, 'subscriptions:read')
      ? [queryClient.ensureQueryData(subscriptionsQuery())]
      : []),
  ]);
}
