import { brandFontFamily, type Customization } from './customization';
import { type ColorTokens, colorTokensFor } from './palettes';

/** The values ThemeProvider assigns to the theme contract (motion is fixed in the stylesheet). */
export interface ThemeTokens {
  color: ColorTokens;
  space: Record<'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>;
  radius: Record<'sm' | 'md' | 'lg' | 'full', string>;
  font: {
    family: string;
    sizeXs: string;
    sizeSm: string;
    sizeMd: string;
    sizeLg: string;
    sizeXl: string;
    sizeXxl: string;
    weightRegular: string;
    weightBold: string;
    lineHeight: string;
  };
  elevation: Record<'low' | 'medium' | 'high', string>;
  layout: Record<'topBar' | 'header' | 'content' | 'container', string>;
}

const fallbackFonts = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

/**
 * Arial scaled to the brand font's metrics (`@careshop/design-system/fonts.css`): it holds the
 * text while the brand font loads, so the swap does not move it (decision 251).
 */
const brandFontFallback = "'Inter Variable Fallback'";

/** Largest corner radius a customization may ask for, in CSS pixels. */
export const maxBorderRadius = 24;

/** Turns the SPEC 3 customization state into concrete token values. Pure. */
export function createThemeTokens(customization: Customization): ThemeTokens {
  const radius = Math.min(Math.max(Math.round(customization.borderRadius), 0), maxBorderRadius);
  const family = customization.fontFamily.trim();
  const dark = customization.navType === 'dark';
  return {
    color: colorTokensFor(customization.presetColor, customization.navType),
    space: {
      xxs: '2px',
      xs: '4px',
      sm: '8px',
      md: '16px',
      lg: '24px',
      xl: '32px',
      xxl: '48px',
    },
    radius: {
      sm: `${Math.round(radius / 2)}px`,
      md: `${radius}px`,
      lg: `${Math.round(radius * 1.5)}px`,
      full: '9999px',
    },
    font: {
      family:
        family === brandFontFamily
          ? `${family}, ${brandFontFallback}, ${fallbackFonts}`
          : family.length > 0
            ? `${family}, ${fallbackFonts}`
            : fallbackFonts,
      // Six sizes (decision 251): small print, secondary text, body, section, page title, hero.
      sizeXs: '0.75rem',
      sizeSm: '0.875rem',
      sizeMd: '1rem',
      sizeLg: '1.25rem',
      sizeXl: '1.5rem',
      sizeXxl: '2rem',
      weightRegular: '400',
      weightBold: '600',
      lineHeight: '1.5',
    },
    elevation: dark
      ? {
          low: '0 1px 2px rgba(0, 0, 0, 0.5)',
          medium: '0 4px 12px rgba(0, 0, 0, 0.6)',
          high: '0 12px 32px rgba(0, 0, 0, 0.7)',
        }
      : {
          low: '0 1px 2px rgba(18, 25, 38, 0.12)',
          medium: '0 4px 12px rgba(18, 25, 38, 0.16)',
          high: '0 12px 32px rgba(18, 25, 38, 0.24)',
        },
    // SPEC 9: top bar 48px, header 85px, content 1180px, container 1420px.
    layout: { topBar: '48px', header: '85px', content: '1180px', container: '1420px' },
  };
}
