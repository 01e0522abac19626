import { queries } from '../../../lib/queries';
import { type ScreenContext, settle } from '../../../lib/screen-data';

export async function loadLocations({ queryClient }: ScreenContext) {
  await settle([queryClient.ensureQueryData(queries.locations())]);
}
