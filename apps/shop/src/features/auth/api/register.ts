import type { ApiResult, RegisterRequest } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /user?send_mail=1` with the anonymous self-signed bearer (SPEC 6, 7). */
export function register(body: RegisterRequest): Promise<ApiResult> {
  return api.call(shopRoutes.register, { query: { send_mail: 1 }, body: body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
