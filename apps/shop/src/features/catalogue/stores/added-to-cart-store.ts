import { create } from 'zustand';

/** What was just put in the cart, for the confirmation toast (decision 249). */
export interface AddedToCart {
  /** Changes with every addition, so adding the same product again shows the toast anew. */
  id: number;
  partNo: string;
  name: string;
  /** Units just added (not the line's total). */
  quantity: number;
}

interface AddedToCartState {
  added: AddedToCart | null;
  show(added: Omit<AddedToCart, 'id'>): void;
  hide(): void;
}

let nextId = 1;

export const useAddedToCartStore = create<AddedToCartState>()((set) => ({
  added: null,
  show: (added) => set({ added: { ...added, id: nextId++ } }),
  hide: () => set({ added: null }),
}));
