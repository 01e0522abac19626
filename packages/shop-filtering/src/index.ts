export const placeholder = 'shop-filtering';
