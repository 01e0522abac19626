import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test/fixtures';
import { filledDraft } from '../testing';
import { createWizardStore } from './wizard-store';

function setup(storage = memoryStorage()) {
  let n = 0;
  const make = () =>
    createWizardStore({ storage, name: 'wizard', createKey: () => `key-${String(++n)}` });
  return { storage, make, store: make() };
}

function fill(store: ReturnType<typeof createWizardStore>) {
  const draft = filledDraft();
  const state = store.getState();
  state.start();
  for (const [name, value] of Object.entries(draft)) {
    if (typeof value === 'string') state.setText(name as never, value);
    if (typeof value === 'boolean') state.setConsent(name as never, value);
  }
  state.setLine(0, draft.products[0] ?? { id: '', quantity: 1 });
}

describe('wizard store: steps and draft', () => {
  it('starts on the start step with an empty draft and one empty product line', () => {
    const { store } = setup();
    expect(store.getState().step).toBe('start');
    expect(store.getState().draft.products).toEqual([{ id: '', quantity: 1 }]);
    store.getState().start();
    expect(store.getState().step).toBe('form');
  });

  it('adds and removes product lines but always keeps one', () => {
    const { store } = setup();
    const state = store.getState();
    state.addLine();
    state.setLine(1, { id: 'BO-002', quantity: 3 });
    expect(store.getState().draft.products).toHaveLength(2);
    state.removeLine(0);
    expect(store.getState().draft.products).toEqual([{ id: 'BO-002', quantity: 3 }]);
    state.removeLine(0);
    expect(store.getState().draft.products).toHaveLength(1);
  });

  it('keeps each instance separate (one store per wizard)', () => {
    const a = setup().store;
    const b = setup().store;
    a.getState().setText('city', 'Lyon');
    expect(b.getState().draft.city).toBe('');
  });
});

describe('wizard store: Idempotency-Key', () => {
  it('makes one key per submission and reuses it for a double click or a retry', () => {
    const { store } = setup();
    fill(store);
    const first = store.getState().submissionKey();
    expect(store.getState().submissionKey()).toBe(first);
    expect(store.getState().idempotencyKey).toBe(first);
  });

  it('drops the key when the draft changes, so an edited order is a new submission', () => {
    const { store } = setup();
    fill(store);
    const first = store.getState().submissionKey();
    store.getState().setText('city', 'Paris');
    expect(store.getState().idempotencyKey).toBeNull();
    expect(store.getState().submissionKey()).not.toBe(first);
  });
});

describe('wizard store: persistence', () => {
  it('survives a reload with step, draft and key', () => {
    const { store, make } = setup();
    fill(store);
    store.getState().goTo('summary');
    const key = store.getState().submissionKey();
    const reloaded = make();
    expect(reloaded.getState().step).toBe('summary');
    expect(reloaded.getState().draft).toEqual(filledDraft());
    expect(reloaded.getState().idempotencyKey).toBe(key);
  });

  it('comes back to the summary, same key, after a reload in the middle of sending', () => {
    const { store, make } = setup();
    fill(store);
    const key = store.getState().submissionKey();
    store.getState().goTo('send');
    const reloaded = make();
    expect(reloaded.getState().step).toBe('summary');
    expect(reloaded.getState().idempotencyKey).toBe(key);
  });

  it('is cleared after a successful send; a reload then shows the start step', () => {
    const { store, make, storage } = setup();
    fill(store);
    store.getState().submissionKey();
    store.getState().markSent({ id: 7, reference: 'ZD-000007' });
    expect(store.getState()).toMatchObject({
      step: 'send',
      sent: { reference: 'ZD-000007' },
      idempotencyKey: null,
    });
    expect(store.getState().draft.first_name).toBe('');
    expect(storage.data.get('wizard')).not.toContain('Lea');
    const reloaded = make();
    expect(reloaded.getState().step).toBe('start');
    expect(reloaded.getState().sent).toBeNull();
  });
});
