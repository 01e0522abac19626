import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { api, tokenStore } from '../api';
import { queryClient } from '../query-client';
import { logout } from './logout';

/** The user's own logout (top bar, mobile menu): revoke, reset everything, go to login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    logout({ api, tokenStore, queryClient, hostname: window.location.hostname }, { revoke: true });
    void navigate({ to: '/login' });
  }, [navigate]);
}
