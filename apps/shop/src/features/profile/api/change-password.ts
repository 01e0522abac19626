import type { ApiResult, ChangePasswordRequest } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `PUT /user/me`: change the password (other sessions are revoked by the server). */
export function changePassword(body: ChangePasswordRequest): Promise<ApiResult> {
  return api.call(shopRoutes.changePassword, { body: body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
