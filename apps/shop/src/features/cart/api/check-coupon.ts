import type { CouponCheckRequest, CouponCheckResponse } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /coupon/check`: case-sensitive code against the cart (SPEC 5 Coupon). */
export function checkCoupon(body: CouponCheckRequest): Promise<CouponCheckResponse> {
  return api.call(shopRoutes.checkCoupon, { body: body });
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
