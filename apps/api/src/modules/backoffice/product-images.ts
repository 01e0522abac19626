import type { BackofficeProduct } from '@careshop/validation';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../platform/db/database.js';
import { BadRequestError, NotFoundError } from '../../platform/http/errors.js';
import {
  PRODUCT_IMAGE_WIDTHS,
  type ProductImageWidth,
  productImages,
  products,
} from '../catalogue/index.js';
import { recordAudit } from './audit.js';
import { changeProductFile } from './products.js';
import type { StaffScope } from './scope.js';

/** The largest upload accepted (bytes); a larger body answers 413. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The content types an upload may have; any other answers 415. */
export const PRODUCT_IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Decoded images larger than this many pixels are refused (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ResizedImage {
  webp400: Buffer;
  webp800: Buffer;
  width: number;
  height: number;
}

/**
 * The upload as WebP at 400 and 800 pixels wide: never upscaled, the aspect kept, the EXIF
 * orientation applied and every metadata block dropped (sharp keeps none unless asked). A file
 * sharp cannot decode answers 400 `invalid_image` naming `image`.
 */
export async function resizeProductImage(input: Buffer): Promise<ResizedImage> {
  const invalid = () =>
    new BadRequestError('invalid_image', 'The file is not a PNG, JPEG or WebP image', {
      field: 'image',
    });
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.width || !metadata.height) throw invalid();
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw invalid();
  }
  const resize = (width: number) =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  try {
    const [small, large] = await Promise.all(PRODUCT_IMAGE_WIDTHS.map(resize));
    if (!small || !large) throw invalid();
    return {
      webp400: small.data,
      webp800: large.data,
      width: large.info.width,
      height: large.info.height,
    };
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw invalid();
  }
}

/**
 * Stores a product's photo (replacing any) with its audit entry in one transaction; the product
 * must be in the staff member's scope (404 otherwise).
 */
export async function putProductImage(
  db: Db,
  scope: StaffScope,
  actorUserId: number,
  id: number,
  image: ResizedImage,
  now: Date,
): Promise<BackofficeProduct> {
  return changeProductFile(db, scope, id, now, async (tx, product) => {
    const [previous] = await tx
      .select({ width: productImages.width, height: productImages.height })
      .from(productImages)
      .where(eq(productImages.productId, id));
    const values = { ...image, updatedAt: now };
    await tx
      .insert(productImages)
      .values({ productId: id, ...values })
      .onConflictDoUpdate({ target: productImages.productId, set: values });
    await recordAudit(tx, {
      actorUserId,
      organisationId: product.organisationId,
      entity: 'product',
      entityId: id,
      action: 'image',
      before: previous ? { image: previous } : { image: null },
      after: { image: { width: image.width, height: image.height } },
    });
    return undefined;
  });
}

/** Removes a product's photo with its audit entry; 404 when the product or its photo is missing. */
export async function deleteProductImage(
  db: Db,
  scope: StaffScope,
  actorUserId: number,
  id: number,
  now: Date,
): Promise<BackofficeProduct> {
  return changeProductFile(db, scope, id, now, async (tx, product) => {
    const [removed] = await tx
      .delete(productImages)
      .where(eq(productImages.productId, id))
      .returning({ width: productImages.width, height: productImages.height });
    if (!removed) throw new NotFoundError('The product has no image');
    await recordAudit(tx, {
      actorUserId,
      organisationId: product.organisationId,
      entity: 'product',
      entityId: id,
      action: 'image_delete',
      before: { image: removed },
      after: { image: null },
    });
    return undefined;
  });
}

/** A product photo of an organisation by part number, at a width; undefined when none. */
export async function findProductImage(
  db: Db,
  organisationId: number,
  partNo: string,
  width: ProductImageWidth,
): Promise<{ bytes: Buffer; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({
      bytes: width === 400 ? productImages.webp400 : productImages.webp800,
      updatedAt: productImages.updatedAt,
    })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(products.organisationId, organisationId), eq(products.partNo, partNo)));
  return row;
}
