import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  type ConsentFieldName,
  emptyDraft,
  type ProductLineDraft,
  type TextFieldName,
  type ZoomOrderDraft,
} from './zoom-order-draft';

/** The wizard's steps (SPEC 1: start, order form, summary, send). */
export const wizardSteps = ['start', 'form', 'summary', 'send'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** A delivery the server accepted. */
export interface SentDelivery {
  id: number | string;
  reference: string;
}

export interface WizardState {
  step: WizardStep;
  draft: ZoomOrderDraft;
  /**
   * `Idempotency-Key` of the submission of this exact draft: made on the first send, reused by
   * every retry and double click, dropped by any edit (a changed body is a new submission).
   */
  idempotencyKey: string | null;
  /** True once the user tried to leave the form, so field errors show. */
  showErrors: boolean;
  /** The accepted delivery, shown on the send step; never persisted. */
  sent: SentDelivery | null;
}

export interface WizardActions {
  start(): void;
  setText(name: TextFieldName, value: string): void;
  setConsent(name: ConsentFieldName, value: boolean): void;
  setLine(index: number, patch: Partial<ProductLineDraft>): void;
  addLine(): void;
  removeLine(index: number): void;
  goTo(step: WizardStep): void;
  setShowErrors(show: boolean): void;
  /** The key of the current submission, made (and stored) on first use. */
  submissionKey(): string;
  /** The server accepted the order: the draft and its key are cleared (issue 6). */
  markSent(sent: SentDelivery): void;
  reset(): void;
}

export type WizardStore = StoreApi<WizardState & WizardActions>;

/** Dependencies of {@link createWizardStore}, injected so tests control them. */
export interface WizardStoreOptions {
  /** Where the wizard survives a reload; the app passes session storage. */
  storage: StateStorage;
  /** Storage key; one per wizard instance. */
  name: string;
  /** Makes an idempotency key; the app passes `crypto.randomUUID`. */
  createKey: () => string;
}

function initialState(): WizardState {
  return {
    step: 'start',
    draft: emptyDraft(),
    idempotencyKey: null,
    showErrors: false,
    sent: null,
  };
}

/** A store per wizard instance (STYLE: zustand `createStore` + context), persisted. */
export function createWizardStore(options: WizardStoreOptions): WizardStore {
  return createStore<WizardState & WizardActions>()(
    persist(
      (set, get) => {
        const edit = (draft: ZoomOrderDraft) => set({ draft, idempotencyKey: null });
        return {
          ...initialState(),
          start: () => set({ step: 'form', sent: null }),
          setText: (name, value) => edit({ ...get().draft, [name]: value }),
          setConsent: (name, value) => edit({ ...get().draft, [name]: value }),
          setLine: (index, patch) => {
            const products = get().draft.products.map((line, i) =>
              i === index ? { ...line, ...patch } : line,
            );
            edit({ ...get().draft, products });
          },
          addLine: () => {
            const { draft } = get();
            edit({ ...draft, products: [...draft.products, { id: '', quantity: 1 }] });
          },
          removeLine: (index) => {
            const { draft } = get();
            if (draft.products.length <= 1) return;
            edit({ ...draft, products: draft.products.filter((_, i) => i !== index) });
          },
          goTo: (step) => set({ step }),
          setShowErrors: (showErrors) => set({ showErrors }),
          submissionKey: () => {
            const existing = get().idempotencyKey;
            if (existing) return existing;
            const key = options.createKey();
            set({ idempotencyKey: key });
            return key;
          },
          markSent: (sent) => set({ ...initialState(), step: 'send', sent }),
          reset: () => set(initialState()),
        };
      },
      {
        name: options.name,
        version: 1,
        storage: createJSONStorage(() => options.storage),
        // A reload mid-send comes back to the summary with the same key, so sending again cannot
        // place a second order; a finished delivery is not kept.
        partialize: (state) => ({
          step: state.sent ? 'start' : state.step === 'send' ? 'summary' : state.step,
          draft: state.draft,
          idempotencyKey: state.idempotencyKey,
          showErrors: state.showErrors,
        }),
      },
    ),
  );
}
