import { createGlobalThemeContract, globalStyle, style } from '@vanilla-extract/css';

/** `sizeLg` → `size-lg`. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

const color = {
  background: null,
  surface: null,
  surfaceMuted: null,
  text: null,
  textMuted: null,
  border: null,
  primary: null,
  onPrimary: null,
  primaryHover: null,
  accent: null,
  onAccent: null,
  focus: null,
  overlay: null,
  info: null,
  onInfo: null,
  infoSurface: null,
  onInfoSurface: null,
  success: null,
  onSuccess: null,
  successSurface: null,
  onSuccessSurface: null,
  warning: null,
  onWarning: null,
  warningSurface: null,
  onWarningSurface: null,
  error: null,
  onError: null,
  errorSurface: null,
  onErrorSurface: null,
};

/**
 * The theme contract: every component reads these CSS variables and nothing else. Their names are
 * stable (`--cs-color-primary`, `--cs-space-md`, `--cs-font-size-lg`, …: decision 251), so an
 * app's own layout CSS uses the brand's palette and spacing scale instead of copies of the values.
 */
export const vars = createGlobalThemeContract(
  {
    color,
    space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    radius: { sm: null, md: null, lg: null, full: null },
    font: {
      family: null,
      sizeXs: null,
      sizeSm: null,
      sizeMd: null,
      sizeLg: null,
      sizeXl: null,
      sizeXxl: null,
      weightRegular: null,
      weightBold: null,
      lineHeight: null,
    },
    elevation: { low: null, medium: null, high: null },
    motion: { durationShort: null, durationMedium: null, easing: null },
    layout: { topBar: null, header: null, content: null, container: null },
  },
  (_value, path) => `cs-${path.map(kebab).join('-')}`,
);

/**
 * Root class set by ThemeProvider. Motion tokens live here rather than in the inline variables
 * so that the reduced-motion media query can still override them.
 */
export const themeRoot = style({
  vars: {
    [vars.motion.durationShort]: '150ms',
    [vars.motion.durationMedium]: '300ms',
    [vars.motion.easing]: 'cubic-bezier(0.4, 0, 0.2, 1)',
  },
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.durationShort]: '0ms',
        [vars.motion.durationMedium]: '0ms',
      },
    },
  },
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});

// Radix portals render outside the root; they get the theme through the same class on the portal
// container, so reduced motion applies there too.
globalStyle(`${themeRoot} *`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
