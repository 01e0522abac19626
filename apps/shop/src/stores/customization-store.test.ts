import { brandFontFamily } from '@careshop/design-system';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../lib/storage-keys';
import { useCustomizationStore } from './customization-store';

describe('decision 251: the kept customization gets the brand font', () => {
  afterEach(() => window.localStorage.clear());

  it('replaces the old default, Roboto (never loaded), and keeps the rest of the choice', async () => {
    window.localStorage.setItem(
      storageKeys.customization,
      JSON.stringify({
        state: { fontFamily: "'Roboto'", locale: 'nl', borderRadius: 4 },
        version: 0,
      }),
    );
    await useCustomizationStore.persist.rehydrate();
    const state = useCustomizationStore.getState();
    expect(state.fontFamily).toBe(brandFontFamily);
    expect(state.locale).toBe('nl');
    expect(state.borderRadius).toBe(4);
  });

  it('keeps a font chosen on purpose', async () => {
    window.localStorage.setItem(
      storageKeys.customization,
      JSON.stringify({ state: { fontFamily: "'Atkinson Hyperlegible'" }, version: 0 }),
    );
    await useCustomizationStore.persist.rehydrate();
    expect(useCustomizationStore.getState().fontFamily).toBe("'Atkinson Hyperlegible'");
  });
});
