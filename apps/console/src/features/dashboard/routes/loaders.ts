import type { QueryClient } from '@tanstack/react-query';
import { mayAct } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { type ScreenContext, settle } from '../../../lib/screen-data';

/** The dashboard: live occupancy, the locations' zones and the devices, as the level may read. */
export async function loadDashboard({ queryClient, who }: ScreenContext) {
  await settle([
    queryClient.ensureQueryData(queries.occupancy()),
    ...(mayAct(who, 'locations:read') ? [queryClient.ensureQueryData(queries.locations())] : []),
    ...(mayAct(who, 'devices:read') ? [queryClient.ensureQueryData(queries.devices())] : []),
  ]);
}

/** The entrance display: live occupancy. */
export async function loadDisplay(queryClient: QueryClient) {
  await settle([queryClient.ensureQueryData(queries.occupancy())]);
}
