import type { categoriesArt, productsArt } from './art-index.js';

/** The name of a product drawing in art/products. */
export type ProductArtName = keyof typeof productsArt;
/** The name of a category drawing in art/categories. */
export type CategoryArtName = keyof typeof categoriesArt;

/** The seeded demo products (apps/api/src/modules/catalogue/seed.ts) by part number, each with its drawing. */
export const productArtByPartNo: Readonly<Record<string, ProductArtName>> = {
  'BF-001': 'electric-breast-pump',
  'BF-002': 'manual-breast-pump',
  'BF-003': 'breast-pads',
  'BF-004': 'nipple-shields',
  'BF-005': 'milk-storage-bags',
  'BF-006': 'nipple-cream',
  'BF-007': 'breast-shells',
  'BO-001': 'bottle-natural-125',
  'BO-002': 'bottle-natural-260',
  'BO-003': 'bottle-anti-colic',
  'BO-004': 'slow-flow-teats',
  'BO-005': 'spout-cup',
  'BO-006': 'bottle-glass',
  'SO-001': 'soother-ultra-air',
  'SO-002': 'soother-night',
  'SO-003': 'soother-newborn',
  'SO-004': 'soother-clip',
  'SO-005': 'soother-case',
  'SO-006': 'teether',
  'SK-001': 'nappy-cream',
  'SK-002': 'baby-wash',
  'SK-003': 'massage-oil',
  'SK-004': 'gentle-wipes',
  'SK-005': 'moisturising-cream',
  'SK-006': 'gentle-shampoo',
  'ST-001': 'steam-steriliser',
  'ST-002': 'microwave-steriliser',
  'ST-003': 'bottle-warmer',
  'ST-004': 'bottle-brush',
  'ST-005': 'drying-rack',
  'ST-006': 'steriliser-bag',
  'ED-001': 'guide-pdf',
  'ED-002': 'waiting-room-poster',
  'ED-003': 'patient-leaflets',
  'ED-004': 'spec-sheet',
  'ED-005': 'feeding-diary',
  'ED-006': 'counter-display',
  'PKG-001': 'bundle-maternity',
  'PKG-002': 'bundle-bottles',
  'PKG-003': 'bundle-care',
};

/** The seeded categories by key, each with its drawing (`PKG` holds the bundles). */
export const categoryArtByKey: Readonly<Record<string, CategoryArtName>> = {
  breastfeeding: 'breastfeeding',
  bottles: 'bottles',
  soothers: 'soothers',
  'skin-care': 'skin-care',
  sterilisers: 'sterilisers',
  education: 'education',
  PKG: 'bundles',
};
