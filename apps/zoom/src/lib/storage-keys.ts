/**
 * Storage keys. The shop's cart-brand prefix keeps them apart from the shop's on one origin; the
 * token keeps SPEC 3's plain key `token`, shared with the shop on purpose.
 */
export const storageKeys = {
  language: 'cart-brand-zoom-language',
  wizard: 'cart-brand-zoom-wizard',
  shopCustomization: 'cart-brand-customization',
} as const;
