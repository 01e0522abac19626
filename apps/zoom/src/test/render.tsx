import { defaultCustomization, ThemeProvider } from '@careshop/design-system';
import { createI18n } from '@careshop/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect } from 'vitest';

export interface RenderOptions {
  language?: string;
}

/**
 * Renders with a fresh query client, i18n in `language` and the theme. A feature that needs its
 * own provider (the zoom-order wizard store) wraps `ui` itself: shared code knows no feature.
 */
export function renderApp(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const i18n = createI18n({ locale: options.language ?? 'en' });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider customization={defaultCustomization}>{ui}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Fails on any axe violation (contrast needs layout, which jsdom has not). */
export async function expectNoAxeViolations(element: Element = document.body): Promise<void> {
  const result = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(
    result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
