import type { SnackbarPosition, SnackbarSeverity } from '@careshop/design-system';
import { create } from 'zustand';

/** One snackbar notice (SPEC 3 Snackbar); `message` is an i18n key or a ready text. */
export interface Notice {
  message: string;
  params?: Record<string, unknown>;
  severity?: SnackbarSeverity;
  variant?: 'default' | 'alert';
  position?: SnackbarPosition;
  /** SPEC 9: the main app notice hides after 3000 ms. */
  autoHideDuration?: number | null;
}

export interface NotificationState {
  notice: (Notice & { id: number }) | null;
  notify(notice: Notice): void;
  close(): void;
}

let nextId = 1;

export const useNotificationStore = create<NotificationState>()((set) => ({
  notice: null,
  notify: (notice) => set({ notice: { autoHideDuration: 3000, ...notice, id: nextId++ } }),
  close: () => set({ notice: null }),
}));

/** Shows a notice from outside React (mutations, the forced logout). */
export function notify(notice: Notice): void {
  useNotificationStore.getState().notify(notice);
}
