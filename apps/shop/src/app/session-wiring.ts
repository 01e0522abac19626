import { api, onUnauthorized, tokenStore } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { logout } from '../lib/session/logout';
import { onRestoreRetry } from '../lib/session/restore-retry';
import { restoreSession } from '../lib/session/restore-session';
import { useAccountStore } from '../stores/account-store';
import { notify } from '../stores/notification-store';
import { router } from './router';

const services = () => ({ api, tokenStore, queryClient, hostname: window.location.hostname });

/**
 * SPEC 4 "Forced logout": a 401 on a session call logs out, keeps the current path for the way
 * back, shows "session expired" for 3000 ms at bottom centre and opens the login page.
 */
export function wireForcedLogout(): () => void {
  return onUnauthorized(() => {
    const account = useAccountStore.getState();
    if (!account.isLoggedIn) return;
    account.setRedirect(router.state.location.href);
    logout(services(), { expired: true, keepRedirect: true });
    notify({
      message: 'errors.session_expired',
      severity: 'error',
      position: 'bottom-center',
      autoHideDuration: 3000,
    });
    void router.navigate({ to: '/login' });
  });
}

/**
 * SPEC 4 "App start": unregister service workers, then restore the session; the start-up notice's
 * "try again" restores it again (decision 234).
 */
export async function startUp(): Promise<void> {
  onRestoreRetry(() => void restoreSession(services()));
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  await restoreSession(services());
}
