import type { LoginRequest } from '@careshop/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSessionStore } from '../../../lib/api';
import { meQueryKey } from './get-me';

/** `POST auth /login`; the client stores the token under the shared key. */
export function useLogin() {
  const queryClient = useQueryClient();
  const loggedIn = useSessionStore((state) => state.loggedIn);
  return useMutation({
    mutationFn: (body: LoginRequest) => api.login(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      loggedIn();
    },
  });
}
