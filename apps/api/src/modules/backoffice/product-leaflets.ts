import { createHash } from 'node:crypto';
import type { BackofficeProduct } from '@careshop/validation';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../platform/db/database.js';
import { BadRequestError, NotFoundError } from '../../platform/http/errors.js';
import { productLeaflets, products } from '../catalogue/index.js';
import { recordAudit } from './audit.js';
import { changeProductFile } from './products.js';
import type { StaffScope } from './scope.js';

/** The largest leaflet accepted (bytes); a larger body answers 413. */
export const PRODUCT_LEAFLET_MAX_BYTES = 10 * 1024 * 1024;

/** The one content type an upload may have; any other answers 415. */
export const PRODUCT_LEAFLET_CONTENT_TYPES = ['application/pdf'] as const;

/** Every PDF starts with this (ISO 32000-1, 7.5.2). */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PDF_END = Buffer.from('%%EOF', 'latin1');
/** How far from the end `%%EOF` may be (trailing line ends and junk some writers leave). */
const END_WINDOW = 1024;

/** A checked leaflet, ready to store. */
export interface CheckedLeaflet {
  pdf: Buffer;
  fileName: string;
  size: number;
  pages: number;
  sha256: string;
}

const invalidPdf = () =>
  new BadRequestError('invalid_pdf', 'The file is not a readable PDF', { field: 'leaflet' });

/**
 * A leaflet upload, checked to be a real PDF (decision 225): the `%PDF-` header at the start,
 * `%%EOF` within the last kilobyte, and a document pdf-lib parses with at least one page. Anything
 * else answers 400 `invalid_pdf` naming `leaflet`. The bytes are stored as they came: the check
 * reads, it never rewrites.
 */
export async function checkLeaflet(input: Buffer, fileName: string): Promise<CheckedLeaflet> {
  if (!input.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw invalidPdf();
  if (input.subarray(Math.max(0, input.length - END_WINDOW)).indexOf(PDF_END) < 0) {
    throw invalidPdf();
  }
  let pages: number;
  try {
    const document = await PDFDocument.load(input, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    pages = document.getPageCount();
  } catch {
    throw invalidPdf();
  }
  if (pages < 1) throw invalidPdf();
  const sha256 = createHash('sha256').update(input).digest('hex');
  return { pdf: input, fileName, size: input.length, pages, sha256 };
}

/** The name a leaflet is offered as: the uploaded name without any folder, else `{part_no}.pdf`. */
export function leafletFileName(sent: string | undefined, partNo: string): string {
  const base = sent?.split(/[\\/]/).at(-1)?.trim();
  return base ? base : `${partNo}.pdf`;
}

/**
 * Stores a product's leaflet (replacing any) and switches the product's leaflet on, so the shop
 * offers it, with one audit entry, in one transaction; the product must be in the staff member's
 * scope (404 otherwise).
 */
export async function putProductLeaflet(
  db: Db,
  scope: StaffScope,
  actorUserId: number,
  id: number,
  leaflet: CheckedLeaflet,
  now: Date,
): Promise<BackofficeProduct> {
  return changeProductFile(db, scope, id, now, async (tx, product) => {
    const [previous] = await tx
      .select({ file_name: productLeaflets.fileName, size: productLeaflets.size })
      .from(productLeaflets)
      .where(eq(productLeaflets.productId, id));
    const values = { ...leaflet, updatedAt: now };
    await tx
      .insert(productLeaflets)
      .values({ productId: id, ...values })
      .onConflictDoUpdate({ target: productLeaflets.productId, set: values });
    const [switchedOn] = product.leaflet
      ? []
      : await tx.update(products).set({ leaflet: true }).where(eq(products.id, id)).returning();
    const file = { file_name: leaflet.fileName, size: leaflet.size, pages: leaflet.pages };
    await recordAudit(tx, {
      actorUserId,
      organisationId: product.organisationId,
      entity: 'product',
      entityId: id,
      action: 'leaflet',
      before: { leaflet_file: previous ?? null, leaflet: product.leaflet },
      after: { leaflet_file: file, leaflet: true },
    });
    return switchedOn;
  });
}

/**
 * Removes a product's uploaded leaflet with its audit entry: the shop's link serves the generated
 * leaflet again (the product's leaflet switch is left as it is). 404 when there is none.
 */
export async function deleteProductLeaflet(
  db: Db,
  scope: StaffScope,
  actorUserId: number,
  id: number,
  now: Date,
): Promise<BackofficeProduct> {
  return changeProductFile(db, scope, id, now, async (tx, product) => {
    const [removed] = await tx
      .delete(productLeaflets)
      .where(eq(productLeaflets.productId, id))
      .returning({ file_name: productLeaflets.fileName, size: productLeaflets.size });
    if (!removed) throw new NotFoundError('The product has no uploaded leaflet');
    await recordAudit(tx, {
      actorUserId,
      organisationId: product.organisationId,
      entity: 'product',
      entityId: id,
      action: 'leaflet_delete',
      before: { leaflet_file: removed },
      after: { leaflet_file: null },
    });
    return undefined;
  });
}
