import { queries } from '../../../lib/queries';
import { type ScreenContext, settle } from '../../../lib/screen-data';

/** The devices, and the locations that name them. */
export async function loadDevices({ queryClient }: ScreenContext) {
  await settle([
    queryClient.ensureQueryData(queries.devices()),
    queryClient.ensureQueryData(queries.locations()),
  ]);
}
