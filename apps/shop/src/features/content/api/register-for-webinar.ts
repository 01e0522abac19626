import type { WebinarRegistrationRequest } from '@careshop/api-client';
import type { ApiResult } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /webinar/registration` (session or anonymous self-signed bearer). */
export function registerForWebinar(body: WebinarRegistrationRequest): Promise<ApiResult> {
  return api.call(shopRoutes.webinarRegistration, { body: body });
}

export function useRegisterForWebinar() {
  return useMutation({ mutationFn: registerForWebinar });
}
