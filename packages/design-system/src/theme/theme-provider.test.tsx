import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { createThemeVars } from './create-theme-vars';
import { defaultCustomization } from './customization';
import { ThemeProvider } from './theme-provider';

describe('SPEC 3 Customization: rtlLayout mirrors the layout, outlinedFilled sets the field style', () => {
  it('sets dir, nav type and field style on its root', async () => {
    render(
      <ThemeProvider
        customization={{
          ...defaultCustomization,
          rtlLayout: true,
          navType: 'dark',
          outlinedFilled: true,
        }}
      >
        <p>مرحبا</p>
      </ThemeProvider>,
    );
    const root = screen.getByText('مرحبا').parentElement;
    expect(root?.getAttribute('dir')).toBe('rtl');
    expect(root?.getAttribute('data-nav-type')).toBe('dark');
    expect(root?.getAttribute('data-field-style')).toBe('filled');
    await expectNoAxeViolations();
  });

  it('applies the customization as CSS variables', () => {
    render(
      <ThemeProvider customization={{ ...defaultCustomization, presetColor: 'purple' }}>
        <p>x</p>
      </ThemeProvider>,
    );
    const root = screen.getByText('x').parentElement as HTMLElement;
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(
      Object.values(createThemeVars({ ...defaultCustomization, presetColor: 'purple' })),
    ).toContain('#5e35b1');
    expect(root.getAttribute('style')).toContain('#5e35b1');
  });
});
