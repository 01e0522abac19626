import type { LoginRequest, LoginResponse } from '@careshop/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, tokenStore } from '../../../lib/api';
import { meQueryOptions } from '../../../lib/queries/get-me';
import { startSession } from '../../../lib/session/restore-session';
import { useAccountStore } from '../../../stores/account-store';

/** `POST auth /login`; the client stores the `auth` token (in local or session storage). */
export function login(body: LoginRequest, remember: boolean): Promise<LoginResponse> {
  tokenStore.setRemember(remember);
  return api.login(body);
}

/** SPEC 4 Login: store the token, mark logged in and initialised, load the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, remember }: { body: LoginRequest; remember: boolean }) =>
      login(body, remember),
    onSuccess: async (answer) => {
      // A rep's previous office never carries over into a new session.
      useAccountStore.getState().setCompany(null);
      startSession(answer);
      await queryClient.fetchQuery(meQueryOptions());
    },
  });
}
