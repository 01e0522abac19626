import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Customization } from './customization';
import { vars } from './theme-contract.css';
import { createThemeTokens } from './theme-tokens';

/**
 * The inline CSS variables for a customization: spread them into a `style` prop of an element
 * that also carries `themeRoot` (ThemeProvider does both).
 */
export function createThemeVars(customization: Customization): Record<string, string> {
  const tokens = createThemeTokens(customization);
  return {
    ...assignInlineVars(vars.color, tokens.color),
    ...assignInlineVars(vars.space, tokens.space),
    ...assignInlineVars(vars.radius, tokens.radius),
    ...assignInlineVars(vars.font, tokens.font),
    ...assignInlineVars(vars.elevation, tokens.elevation),
    ...assignInlineVars(vars.layout, tokens.layout),
  };
}
