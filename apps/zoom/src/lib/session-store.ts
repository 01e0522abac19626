import { create } from 'zustand';

/** Whether a session token is stored, so screens re-render on login and logout. */
export interface SessionState {
  hasToken: boolean;
  /** Set when the server rejected the stored token (SPEC 4 forced logout notice). */
  expired: boolean;
  loggedIn(): void;
  loggedOut(expired?: boolean): void;
}

export function createSessionStore(initiallyLoggedIn: boolean) {
  return create<SessionState>()((set) => ({
    hasToken: initiallyLoggedIn,
    expired: false,
    loggedIn: () => set({ hasToken: true, expired: false }),
    loggedOut: (expired = false) => set({ hasToken: false, expired }),
  }));
}
