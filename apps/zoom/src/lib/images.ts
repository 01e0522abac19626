import { type ImageSource, type ProductImageInput, productImage } from '@careshop/illustrations';

/** A product's image in Zoom!: the staff photo, else its drawing (decision 248). */
export function productImageOf(product: ProductImageInput): ImageSource {
  return productImage(product, import.meta.env.BASE_URL);
}
