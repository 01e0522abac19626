/** Light or dark navigation / page theme (SPEC 3 "Appearance / customization" `navType`). */
export type NavType = 'light' | 'dark';

/** The named colour presets a shop can pick (`presetColor`). Each one passes WCAG 2.2 AA. */
export type PresetColor = 'default' | 'teal' | 'purple' | 'rose';

/** Every preset, in the order a customization panel lists them. */
export const presetColors: readonly PresetColor[] = ['default', 'teal', 'purple', 'rose'];

/**
 * The appearance part of the SPEC 3 customization state, the single input of the theme.
 * The apps keep it in their persisted customization store and pass it to `ThemeProvider`.
 */
export interface Customization {
  /** Light or dark theme. */
  navType: NavType;
  /** Colour preset for primary actions, links and focus rings. */
  presetColor: PresetColor;
  /** Corner radius of controls in CSS pixels; clamped to 0–24. */
  borderRadius: number;
  /** CSS font family of the brand font; a system fallback stack is appended. */
  fontFamily: string;
  /** `true`: fields are filled (tinted background); `false`: fields are outlined. */
  outlinedFilled: boolean;
  /** Mirror the whole layout for right-to-left languages. */
  rtlLayout: boolean;
}

/**
 * The brand font (decision 251): Inter's variable cut, self-hosted from
 * `@careshop/design-system/fonts.css`, which an app imports beside `styles.css`.
 */
export const brandFontFamily = "'Inter Variable'";

/** The customization a fresh visitor gets before the store restores theirs. */
export const defaultCustomization: Customization = {
  navType: 'light',
  presetColor: 'default',
  borderRadius: 8,
  fontFamily: brandFontFamily,
  outlinedFilled: false,
  rtlLayout: false,
};
