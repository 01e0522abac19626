import {
  categoryImage,
  type EmptyStateArtName,
  emptyStateImage,
  type ImageSource,
  type ProductImageInput,
  productImage,
} from '@careshop/illustrations';

const base = import.meta.env.BASE_URL;

/** A product's image in this app: the staff photo, else its drawing (decision 248). */
export function productImageOf(product: ProductImageInput): ImageSource {
  return productImage(product, base);
}

/** A category's drawing in this app. */
export function categoryImageOf(key: string): ImageSource {
  return categoryImage(key, base);
}

/** The address of an empty-state drawing (SVG). */
export function emptyArtOf(name: EmptyStateArtName): string {
  return emptyStateImage(name, base);
}
