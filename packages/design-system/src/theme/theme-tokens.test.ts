import { describe, expect, it } from 'vitest';
import { defaultCustomization } from './customization';
import { createThemeTokens } from './theme-tokens';

describe('SPEC 3 Customization: borderRadius, fontFamily and navType drive the tokens', () => {
  it('derives the radius scale from borderRadius and clamps it to 0–24', () => {
    expect(createThemeTokens({ ...defaultCustomization, borderRadius: 12 }).radius).toMatchObject({
      sm: '6px',
      md: '12px',
      lg: '18px',
    });
    expect(createThemeTokens({ ...defaultCustomization, borderRadius: 99 }).radius.md).toBe('24px');
    expect(createThemeTokens({ ...defaultCustomization, borderRadius: -4 }).radius.md).toBe('0px');
  });

  it('puts the brand font first with a system fallback', () => {
    const family = createThemeTokens({ ...defaultCustomization, fontFamily: "'Inter'" }).font
      .family;
    expect(family.startsWith("'Inter', ")).toBe(true);
    expect(family).toContain('sans-serif');
    expect(createThemeTokens({ ...defaultCustomization, fontFamily: '  ' }).font.family).toMatch(
      /^system-ui/,
    );
  });

  it('decision 251: the brand font gets its metric-matched fallback; six font sizes', () => {
    const font = createThemeTokens(defaultCustomization).font;
    expect(defaultCustomization.fontFamily).toBe("'Inter Variable'");
    expect(font.family).toMatch(/^'Inter Variable', 'Inter Variable Fallback', system-ui/);
    // Another font has no metric twin: Arial scaled for Inter would not match it.
    expect(
      createThemeTokens({ ...defaultCustomization, fontFamily: "'Inter'" }).font.family,
    ).not.toContain('Fallback');
    const sizes = [font.sizeXs, font.sizeSm, font.sizeMd, font.sizeLg, font.sizeXl, font.sizeXxl];
    expect(sizes.map((size) => Number.parseFloat(size))).toEqual([0.75, 0.875, 1, 1.25, 1.5, 2]);
  });

  it('switches colours with navType and preset', () => {
    const light = createThemeTokens(defaultCustomization).color;
    const dark = createThemeTokens({ ...defaultCustomization, navType: 'dark' }).color;
    const teal = createThemeTokens({ ...defaultCustomization, presetColor: 'teal' }).color;
    expect(dark.background).not.toBe(light.background);
    expect(teal.primary).not.toBe(light.primary);
  });
});

describe('SPEC 9 Business constants: header 85px, top bar 48px, content 1180 / container 1420px', () => {
  it('exposes the layout sizes as tokens', () => {
    expect(createThemeTokens(defaultCustomization).layout).toEqual({
      topBar: '48px',
      header: '85px',
      content: '1180px',
      container: '1420px',
    });
  });
});
