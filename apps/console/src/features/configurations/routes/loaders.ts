import { type ScreenContext, settle } from '../../../lib/screen-data';
import { configsQuery } from '../api/configs';

export async function loadConfigurations({ queryClient }: ScreenContext) {
  await settle([queryClient.ensureQueryData(configsQuery())]);
}
