import type { ReactElement } from 'react';
import { type MemoryStorage, memoryStorage } from '../../test/fixtures';
import { type RenderOptions, renderApp } from '../../test/render';
import { WizardStoreProvider } from './stores/wizard-store-context';
import type { ZoomOrderDraft } from './stores/zoom-order-draft';

/** Test helpers of the zoom-order feature: the wizard store around the app's test render. */

export interface WizardRenderOptions extends RenderOptions {
  storage?: MemoryStorage;
}

/** `renderApp` with a wizard store on `storage` (a fresh one by default), as the app provides it. */
export function renderWizard(ui: ReactElement, options: WizardRenderOptions = {}) {
  const storage = options.storage ?? memoryStorage();
  let keys = 0;
  const result = renderApp(
    <WizardStoreProvider
      options={{ storage, name: 'wizard', createKey: () => `test-key-${String(++keys)}` }}
    >
      {ui}
    </WizardStoreProvider>,
    options,
  );
  return { ...result, storage };
}

/** Persisted wizard state to start a test on a given step with a given draft. */
export function persistedWizard(state: Record<string, unknown>): MemoryStorage {
  const storage = memoryStorage();
  storage.setItem('wizard', JSON.stringify({ state, version: 1 }));
  return storage;
}

/** A complete, valid draft (the values of apps/api's zoomBody fixture). */
export function filledDraft(): ZoomOrderDraft {
  return {
    first_name: 'Lea',
    last_name: 'Patient',
    zip: '69003',
    street: 'Rue des Lilas',
    number: '12',
    city: 'Lyon',
    state: 'Rhône',
    scanner_type: 'Scanner X',
    patient_scan_id: 'SCAN-42',
    email: 'lea@example.test',
    phone: '+33 1 23 45 67 89',
    products: [{ id: 'BF-002', quantity: 2 }],
    informed_consent_practice: true,
    informed_consent_patient: true,
    net_terms: true,
    terms: true,
    confirm_correct: true,
  };
}
