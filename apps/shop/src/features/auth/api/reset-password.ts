import type { PrefillResponse, ResetRequest, ResetResponse } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST auth /reset`: the token of the e-mail link and the new password. */
export function resetPassword(body: ResetRequest): Promise<ResetResponse> {
  return api.call(shopRoutes.reset, { body: body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** `POST auth /prefill`: the account behind a reset token; fails for a used or expired link. */
export function prefill(token: string): Promise<PrefillResponse> {
  return api.call(shopRoutes.prefill, { body: { token } });
}

export const prefillQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['prefill', token], queryFn: () => prefill(token), retry: false });

export function usePrefill(token: string | undefined) {
  return useQuery({ ...prefillQueryOptions(token ?? ''), enabled: Boolean(token) });
}
