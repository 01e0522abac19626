import type { Company } from '@careshop/validation';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKeys } from '../lib/storage-keys';

/** Who is logged in, as SPEC 3 "Account state" holds it; the user's data itself is a query. */
export interface AccountState {
  isLoggedIn: boolean;
  /** Start-up restore finished (logged in or cleanly logged out). */
  isInitialized: boolean;
  isSalesRep: boolean;
  userId: number | null;
  /** The office a sales rep orders for (order on behalf); null until chosen. */
  company: Company | null;
  /** Path to return to after login (SPEC 2). */
  redirect: string | null;
  /** Set by a forced logout so the login screen shows the session-expired notice. */
  sessionExpired: boolean;
  /** Start-up restore is slow (past its time-out) or failed without a 401 (decision 234). */
  restoreProblem: 'slow' | 'failed' | null;
}

export interface AccountActions {
  loggedIn(user: { id: number; is_sales: boolean }): void;
  /** Any logout resets the whole account state (SPEC 4); `expired` marks a forced logout. */
  loggedOut(options?: { expired?: boolean; keepRedirect?: boolean }): void;
  initialized(): void;
  setRedirect(path: string | null): void;
  setCompany(company: Company | null): void;
  clearSessionExpired(): void;
  setRestoreProblem(problem: AccountState['restoreProblem']): void;
}

const initialState: AccountState = {
  isLoggedIn: false,
  isInitialized: false,
  isSalesRep: false,
  userId: null,
  company: null,
  redirect: null,
  sessionExpired: false,
  restoreProblem: null,
};

export const useAccountStore = create<AccountState & AccountActions>()(
  persist(
    (set) => ({
      ...initialState,
      loggedIn: (user) =>
        set({
          isLoggedIn: true,
          isInitialized: true,
          isSalesRep: user.is_sales,
          userId: user.id,
          sessionExpired: false,
          restoreProblem: null,
        }),
      loggedOut: (options = {}) =>
        set((state) => ({
          ...initialState,
          isInitialized: true,
          sessionExpired: options.expired ?? false,
          redirect: options.keepRedirect ? state.redirect : null,
        })),
      initialized: () => set({ isInitialized: true }),
      setRedirect: (redirect) => set({ redirect }),
      setCompany: (company) => set({ company }),
      clearSessionExpired: () => set({ sessionExpired: false }),
      setRestoreProblem: (restoreProblem) => set({ restoreProblem }),
    }),
    {
      name: storageKeys.account,
      storage: createJSONStorage(() => window.localStorage),
      // Login state is never trusted from storage: start-up checks the token with the API.
      partialize: (state) => ({ company: state.company, redirect: state.redirect }),
    },
  ),
);

/** Resolves once start-up restore has finished; route guards wait on it. */
export function whenAccountInitialized(): Promise<AccountState> {
  const current = useAccountStore.getState();
  if (current.isInitialized) return Promise.resolve(current);
  return new Promise((resolve) => {
    const unsubscribe = useAccountStore.subscribe((state) => {
      if (state.isInitialized) {
        unsubscribe();
        resolve(state);
      }
    });
  });
}
