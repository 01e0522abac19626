import { defaultCustomization, ThemeProvider } from '@careshop/design-system';
import { createI18n } from '@careshop/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect } from 'vitest';
import { WizardStoreProvider } from '../features/zoom-order/stores/wizard-store-context';
import { type MemoryStorage, memoryStorage } from './fixtures';

export interface RenderOptions {
  language?: string;
  storage?: MemoryStorage;
}

/** Renders with a fresh query client, i18n in `language`, the theme and a wizard store. */
export function renderApp(ui: ReactElement, options: RenderOptions = {}) {
  const storage = options.storage ?? memoryStorage();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let keys = 0;
  const i18n = createI18n({ locale: options.language ?? 'en' });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider customization={defaultCustomization}>
          <WizardStoreProvider
            options={{ storage, name: 'wizard', createKey: () => `test-key-${String(++keys)}` }}
          >
            {ui}
          </WizardStoreProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, storage, queryClient };
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

/** Persisted wizard state to start a test on a given step with a given draft. */
export function persistedWizard(state: Record<string, unknown>): MemoryStorage {
  const storage = memoryStorage();
  storage.setItem('wizard', JSON.stringify({ state, version: 1 }));
  return storage;
}
