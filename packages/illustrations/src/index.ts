import { categoriesArt, emptyArt, productsArt } from './art-index.js';
import {
  type CategoryArtName,
  categoryArtByKey,
  type ProductArtName,
  productArtByPartNo,
} from './catalogue-art.js';

export type { CategoryArtName, ProductArtName } from './catalogue-art.js';
export { categoryArtByKey, productArtByPartNo } from './catalogue-art.js';

/** The widths every product and category drawing is served at, as WebP (decision 248). */
export const ILLUSTRATION_WIDTHS = [160, 320, 640] as const;

/** Where the apps serve the drawings, under their base path (the `./vite` plugin puts them there). */
export const ART_PATH = 'assets/art/';

/** An image as an `<img>` needs it: a default source, its widths, its size and a placeholder. */
export interface ImageSource {
  src: string;
  /** `srcset` with width descriptors. */
  srcSet: string;
  /** Intrinsic size (its aspect ratio reserves the space before the file arrives). */
  width: number;
  height: number;
  /** A CSS colour shown until the image is painted. */
  placeholder: string;
}

/** A staff-uploaded photo as the product answer carries it (`image`, decision 248). */
export interface ProductPhoto {
  width: number;
  height: number;
  sources: readonly { url: string; width: number }[];
}

/** What {@link productImage} reads of a product. */
export interface ProductImageInput {
  part_no: string;
  category?: { key: string } | null;
  image?: ProductPhoto | null;
}

/** The neutral colour behind an uploaded photo until it is painted. */
const PHOTO_PLACEHOLDER = '#edf1f4';

type Art = readonly [hash: string, color: string];

function rasterImage(name: string, [hash, color]: Art, base: string): ImageSource {
  const url = (width: number) => `${base}${ART_PATH}${name}-${hash}-${width}.webp`;
  return {
    src: url(320),
    srcSet: ILLUSTRATION_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
    width: 400,
    height: 400,
    placeholder: color,
  };
}

/**
 * The drawing of a product: its own for a seeded part number, else its category's, else the
 * neutral parcel.
 */
export function productArtName(product: Omit<ProductImageInput, 'image'>): ProductArtName | null {
  return productArtByPartNo[product.part_no] ?? null;
}

/** A category's drawing by key; the parcel stands in for a category without one. */
export function categoryImage(key: string, base: string): ImageSource {
  const name: CategoryArtName | undefined = categoryArtByKey[key];
  return name
    ? rasterImage(name, categoriesArt[name], base)
    : rasterImage('product', productsArt.product, base);
}

/**
 * A product's image for an app served at `base` (its `import.meta.env.BASE_URL`): the photo staff
 * uploaded wins; otherwise the product's drawing, its category's drawing or the parcel.
 */
export function productImage(product: ProductImageInput, base: string): ImageSource {
  const photo = product.image;
  const largest = photo?.sources.reduce<{ url: string; width: number } | undefined>(
    (best, source) => (!best || source.width > best.width ? source : best),
    undefined,
  );
  if (photo && largest) {
    return {
      src: largest.url,
      srcSet: photo.sources.map((source) => `${source.url} ${source.width}w`).join(', '),
      width: photo.width,
      height: photo.height,
      placeholder: PHOTO_PLACEHOLDER,
    };
  }
  const own = productArtName(product);
  if (own) return rasterImage(own, productsArt[own], base);
  if (product.category && categoryArtByKey[product.category.key]) {
    return categoryImage(product.category.key, base);
  }
  return rasterImage('product', productsArt.product, base);
}

/** The empty-state drawings (SVG). */
export type EmptyStateArtName = keyof typeof emptyArt;

/** The address of an empty-state drawing (an SVG, shown at any size). */
export function emptyStateImage(name: EmptyStateArtName, base: string): string {
  return `${base}${ART_PATH}${name}-${emptyArt[name][0]}.svg`;
}
