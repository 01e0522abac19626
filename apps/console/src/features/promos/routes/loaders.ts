import { queries } from '../../../lib/queries';
import { type ScreenContext, settle } from '../../../lib/screen-data';
import { promosQuery } from '../api/promos';

/** The promos, and the locations that name them. */
export async function loadPromos({ queryClient }: ScreenContext) {
  await settle([
    queryClient.ensureQueryData(promosQuery()),
    queryClient.ensureQueryData(queries.locations()),
  ]);
}
