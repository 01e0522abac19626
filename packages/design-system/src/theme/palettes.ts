import type { NavType, PresetColor } from './customization';

/** A solid tone, the text that sits on it, and a soft surface with its own text colour. */
export interface TonePalette {
  main: string;
  onMain: string;
  surface: string;
  onSurface: string;
}

/** Every colour token of one theme. Hex only: the contrast test reads these values. */
export interface ColorTokens {
  background: string;
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  onPrimary: string;
  primaryHover: string;
  /** Promotions only (a promo badge, a price cut): never status, never a primary action. */
  accent: string;
  onAccent: string;
  focus: string;
  overlay: string;
  info: string;
  onInfo: string;
  infoSurface: string;
  onInfoSurface: string;
  success: string;
  onSuccess: string;
  successSurface: string;
  onSuccessSurface: string;
  warning: string;
  onWarning: string;
  warningSurface: string;
  onWarningSurface: string;
  error: string;
  onError: string;
  errorSurface: string;
  onErrorSurface: string;
}

interface PrimaryPalette {
  primary: string;
  onPrimary: string;
  primaryHover: string;
}

// The brand's warm neutrals (decision 251): an off-white page, white cards, a sand-grey band for
// the top bar, the footer and muted boxes; ink-blue text.
const neutrals = {
  light: {
    background: '#faf7f2',
    surface: '#ffffff',
    surfaceMuted: '#f0ebe3',
    text: '#1b2733',
    textMuted: '#515a66',
    border: '#7d756b',
    overlay: 'rgba(18, 25, 38, 0.6)',
  },
  dark: {
    background: '#111936',
    surface: '#1a223f',
    surfaceMuted: '#232c4d',
    text: '#f1f5f9',
    textMuted: '#b4bccc',
    border: '#8492a6',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
} as const;

/** The one accent, for promotions: a warm coral, the same in every preset. */
const accents: Record<NavType, { accent: string; onAccent: string }> = {
  light: { accent: '#b03a1f', onAccent: '#ffffff' },
  dark: { accent: '#ffab91', onAccent: '#2b0f07' },
};

const tones: Record<NavType, Record<'info' | 'success' | 'warning' | 'error', TonePalette>> = {
  light: {
    info: { main: '#0b5cad', onMain: '#ffffff', surface: '#e3f0fc', onSurface: '#0a3d73' },
    success: { main: '#1e7b34', onMain: '#ffffff', surface: '#e5f4e8', onSurface: '#14532d' },
    warning: { main: '#8f5100', onMain: '#ffffff', surface: '#fff4e0', onSurface: '#6b3d00' },
    error: { main: '#c62828', onMain: '#ffffff', surface: '#fdecea', onSurface: '#8e1b1b' },
  },
  dark: {
    info: { main: '#64b5f6', onMain: '#0b1a2e', surface: '#0f2a44', onSurface: '#bfe0fb' },
    success: { main: '#66bb6a', onMain: '#0b1f0c', surface: '#12301a', onSurface: '#bfe8c2' },
    warning: { main: '#ffb74d', onMain: '#2b1a00', surface: '#3a2a0a', onSurface: '#ffe0b2' },
    error: { main: '#ef9a9a', onMain: '#2b0b0b', surface: '#3f1515', onSurface: '#ffcdd2' },
  },
};

// Dark presets use light tints with dark text on them: a saturated mid-tone cannot reach 4.5:1
// against both a dark page and white label text at once.
const primaries: Record<PresetColor, Record<NavType, PrimaryPalette>> = {
  // The Careshop brand: a calm petrol blue (decision 251).
  default: {
    light: { primary: '#17657a', onPrimary: '#ffffff', primaryHover: '#104f60' },
    dark: { primary: '#8fcfdc', onPrimary: '#06222a', primaryHover: '#b5e1ea' },
  },
  teal: {
    light: { primary: '#006f63', onPrimary: '#ffffff', primaryHover: '#005a50' },
    dark: { primary: '#4db6ac', onPrimary: '#06201d', primaryHover: '#80cbc4' },
  },
  purple: {
    light: { primary: '#5e35b1', onPrimary: '#ffffff', primaryHover: '#4a2790' },
    dark: { primary: '#b39ddb', onPrimary: '#1c0f33', primaryHover: '#d1c4e9' },
  },
  rose: {
    light: { primary: '#ad1457', onPrimary: '#ffffff', primaryHover: '#8c1046' },
    dark: { primary: '#f48fb1', onPrimary: '#2b0a16', primaryHover: '#f8bbd0' },
  },
};

/** The colour tokens of one preset in light or dark. */
export function colorTokensFor(presetColor: PresetColor, navType: NavType): ColorTokens {
  const base = neutrals[navType];
  const primary = primaries[presetColor][navType];
  const t = tones[navType];
  return {
    ...base,
    ...primary,
    ...accents[navType],
    focus: primary.primary,
    info: t.info.main,
    onInfo: t.info.onMain,
    infoSurface: t.info.surface,
    onInfoSurface: t.info.onSurface,
    success: t.success.main,
    onSuccess: t.success.onMain,
    successSurface: t.success.surface,
    onSuccessSurface: t.success.onSurface,
    warning: t.warning.main,
    onWarning: t.warning.onMain,
    warningSurface: t.warning.surface,
    onWarningSurface: t.warning.onSurface,
    error: t.error.main,
    onError: t.error.onMain,
    errorSurface: t.error.surface,
    onErrorSurface: t.error.onSurface,
  };
}
