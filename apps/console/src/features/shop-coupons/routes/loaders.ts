import { type ScreenContext, settle } from '../../../lib/screen-data';
import { shopQueries } from '../../../lib/shop-queries';
import { couponsQuery } from '../api/coupons';

/** The coupons, and the organisations' currency their amounts are in. */
export async function loadCoupons({ queryClient }: ScreenContext) {
  await settle([
    queryClient.ensureQueryData(couponsQuery()),
    queryClient.ensureQueryData(shopQueries.organisations()),
  ]);
}
