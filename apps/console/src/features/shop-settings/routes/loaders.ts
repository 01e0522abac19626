import { useLanguageStore } from '../../../lib/language-store';
import { type ScreenContext, settle } from '../../../lib/screen-data';
import { shopQueries } from '../../../lib/shop-queries';
import { maintenanceQuery, shopConfigsQuery, shopPromosQuery } from '../api/settings';

/** Organisations, shop configs with their promos, and the maintenance switch. */
export async function loadSettings({ queryClient }: ScreenContext) {
  const language = useLanguageStore.getState().language;
  await settle([
    queryClient.ensureQueryData(maintenanceQuery()),
    queryClient.ensureQueryData(shopQueries.organisations()),
    queryClient.ensureQueryData(shopConfigsQuery()),
    queryClient.ensureQueryData(shopPromosQuery(language)),
  ]);
}
