import { mayAct } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { type ScreenContext, settle } from '../../../lib/screen-data';
import type { CountsSearch } from '../../../lib/search-params';
import { countsView, heatmapQuery, selfCheckQuery, seriesQuery } from '../api/counts';

/** The counts of the searched location (the first one when none is chosen) over the period. */
export async function loadCounts({ queryClient, who }: ScreenContext, search: CountsSearch) {
  const locations = await queryClient.ensureQueryData(queries.locations()).catch(() => undefined);
  const { location, window, interval } = countsView(search, locations?.[0]?.id);
  if (location === undefined) return;
  await settle([
    queryClient.ensureQueryData(seriesQuery(window, interval)),
    queryClient.ensureQueryData(heatmapQuery(window)),
    ...(mayAct(who, 'selfcheck:read') ? [queryClient.ensureQueryData(selfCheckQuery(window))] : []),
  ]);
}
