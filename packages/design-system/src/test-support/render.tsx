import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type Customization, defaultCustomization } from '../theme/customization';
import { ThemeProvider } from '../theme/theme-provider';

/** Renders inside a ThemeProvider, as the apps do. */
export function renderWithTheme(
  ui: ReactElement,
  customization: Partial<Customization> = {},
): RenderResult {
  return render(
    <ThemeProvider customization={{ ...defaultCustomization, ...customization }}>
      {ui}
    </ThemeProvider>,
  );
}
