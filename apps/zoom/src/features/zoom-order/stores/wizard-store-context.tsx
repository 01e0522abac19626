import { createContext, type ReactNode, useContext, useState } from 'react';
import { useStore } from 'zustand';
import {
  createWizardStore,
  type WizardActions,
  type WizardState,
  type WizardStore,
  type WizardStoreOptions,
} from './wizard-store';

const WizardStoreContext = createContext<WizardStore | null>(null);

/** Creates one wizard store for its children (one per wizard on screen). */
export function WizardStoreProvider({
  options,
  children,
}: {
  options: WizardStoreOptions;
  children: ReactNode;
}) {
  const [store] = useState(() => createWizardStore(options));
  return <WizardStoreContext.Provider value={store}>{children}</WizardStoreContext.Provider>;
}

/** The nearest wizard store, for actions outside render. */
export function useWizardStoreApi(): WizardStore {
  const store = useContext(WizardStoreContext);
  if (!store) throw new Error('useWizardStore needs a <WizardStoreProvider>');
  return store;
}

/** A slice of the nearest wizard store. */
export function useWizardStore<T>(selector: (state: WizardState & WizardActions) => T): T {
  return useStore(useWizardStoreApi(), selector);
}
