import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { type NavType, presetColors } from './customization';
import { type ColorTokens, colorTokensFor } from './palettes';

type Pair = [foreground: keyof ColorTokens, background: keyof ColorTokens];

// Body text and text on filled controls: WCAG 1.4.3, 4.5:1.
const textPairs: Pair[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['background', 'text'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onAccent', 'accent'],
  ['accent', 'background'],
  ['accent', 'surface'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primary', 'surfaceMuted'],
  ['primary', 'infoSurface'],
  ['primaryHover', 'background'],
  ['onInfo', 'info'],
  ['onSuccess', 'success'],
  ['onWarning', 'warning'],
  ['onError', 'error'],
  ['onInfoSurface', 'infoSurface'],
  ['onSuccessSurface', 'successSurface'],
  ['onWarningSurface', 'warningSurface'],
  ['onErrorSurface', 'errorSurface'],
  ['error', 'background'],
  ['error', 'surface'],
  ['success', 'surface'],
  ['warning', 'surface'],
  ['info', 'surface'],
];

// Field borders, focus rings, switch track, occupancy dots: WCAG 1.4.11, 3:1.
const uiPairs: Pair[] = [
  ['border', 'background'],
  ['border', 'surface'],
  ['border', 'surfaceMuted'],
  ['focus', 'background'],
  ['focus', 'surface'],
  ['primary', 'surfaceMuted'],
  ['success', 'background'],
  ['warning', 'background'],
  ['error', 'surfaceMuted'],
];

const navTypes: NavType[] = ['light', 'dark'];

describe('Issue 4 Theme: colour contrast meets WCAG 2.2 AA in light and dark for every preset', () => {
  for (const preset of presetColors) {
    for (const navType of navTypes) {
      const tokens = colorTokensFor(preset, navType);
      it.each(textPairs)(`${preset} ${navType}: %s on %s is at least 4.5:1`, (fg, bg) => {
        expect(contrastRatio(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(4.5);
      });
      it.each(uiPairs)(`${preset} ${navType}: %s against %s is at least 3:1`, (fg, bg) => {
        expect(contrastRatio(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(3);
      });
    }
  }

  it('offers at least three presets, each different in light and dark', () => {
    expect(presetColors.length).toBeGreaterThanOrEqual(3);
    const primaries = new Set(
      presetColors.map((preset) => colorTokensFor(preset, 'light').primary),
    );
    expect(primaries.size).toBe(presetColors.length);
    expect(colorTokensFor('default', 'dark').background).not.toBe(
      colorTokensFor('default', 'light').background,
    );
  });
});

describe('WCAG contrast formula', () => {
  it('gives 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('rejects colours it cannot read', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(TypeError);
  });
});
