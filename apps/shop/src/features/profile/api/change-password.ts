import { shopRoutes } from '@careshop/api-client';
import type { ApiResult, ChangePasswordRequest } from '@careshop/validation';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `PUT /user/me`: change the password (other sessions are revoked by the server). */
export function changePassword(body: ChangePasswordRequest): Promise<ApiResult> {
  return api.call(shopRoutes.changePassword, { body: body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
