import type { ApiResult, ForgotRequest } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST auth /forgot`: e-mail address, username or customer number (SPEC 2 recovery). */
export function forgot(body: ForgotRequest): Promise<ApiResult> {
  return api.call(shopRoutes.forgot, { body: body });
}

export function useForgot() {
  return useMutation({ mutationFn: forgot });
}
