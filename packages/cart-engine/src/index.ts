export const placeholder = 'cart-engine';
