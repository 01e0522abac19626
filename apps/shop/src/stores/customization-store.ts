import { brandFontFamily, type Customization, defaultCustomization } from '@careshop/design-system';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKeys } from '../lib/storage-keys';

/** SPEC 3 "Appearance / customization": the theme inputs plus language and menu state. */
export interface CustomizationState extends Customization {
  /** Two-letter language the visitor picked, or null to use the shop's default. */
  locale: string | null;
  /** The shop's default language (first configured locale). */
  localeDefault: string;
  /** Mobile menu open. */
  isOpen: boolean;
  /** Ids of expanded menu groups. */
  opened: string[];
}

export interface CustomizationActions {
  setLocale(locale: string): void;
  setLocaleDefault(locale: string): void;
  setMenuOpen(open: boolean): void;
  update(patch: Partial<Customization>): void;
}

export const useCustomizationStore = create<CustomizationState & CustomizationActions>()(
  persist(
    (set) => ({
      ...defaultCustomization,
      locale: null,
      localeDefault: 'fr',
      isOpen: false,
      opened: [],
      // SPEC 4: picking a locale stores its first two letters.
      setLocale: (locale) => set({ locale: locale.slice(0, 2).toLowerCase() }),
      setLocaleDefault: (localeDefault) => set({ localeDefault: localeDefault.slice(0, 2) }),
      setMenuOpen: (isOpen) => set({ isOpen }),
      update: (patch) => set(patch),
    }),
    {
      name: storageKeys.customization,
      storage: createJSONStorage(() => window.localStorage),
      // Version 1 (decision 251): the old default font, Roboto, was never loaded; a visitor who
      // kept it gets the brand font.
      version: 1,
      migrate: (persisted, version) => {
        const state = (persisted ?? {}) as Partial<CustomizationState>;
        if (version < 1 && state.fontFamily === "'Roboto'") state.fontFamily = brandFontFamily;
        return state as CustomizationState & CustomizationActions;
      },
      partialize: ({ isOpen: _open, setLocale, setLocaleDefault, setMenuOpen, update, ...rest }) =>
        rest,
    },
  ),
);

/** The customization the design system's ThemeProvider takes. */
export function selectTheme(state: CustomizationState): Customization {
  return {
    navType: state.navType,
    presetColor: state.presetColor,
    borderRadius: state.borderRadius,
    fontFamily: state.fontFamily,
    outlinedFilled: state.outlinedFilled,
    rtlLayout: state.rtlLayout,
  };
}
