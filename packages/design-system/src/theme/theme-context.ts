import { createContext, useContext } from 'react';
import type { Customization } from './customization';

/** What ThemeProvider shares with components that render outside the normal tree. */
export interface ThemeContextValue {
  customization: Customization;
  /** The themed root element; portals mount inside it so they inherit the theme variables. */
  portalContainer: HTMLElement | null;
}

export const ThemeContext = /* @__PURE__ */ createContext<ThemeContextValue | null>(null);

/** The element portals (Dialog, Drawer, Snackbar) should mount into, if a theme is present. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(ThemeContext)?.portalContainer ?? undefined;
}

/** The active customization, or `null` outside a ThemeProvider. */
export function useCustomization(): Customization | null {
  return useContext(ThemeContext)?.customization ?? null;
}
