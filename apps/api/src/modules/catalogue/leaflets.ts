import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { productLeaflets, products } from './schema.js';

/**
 * A `content-disposition` that names the file safely: an ASCII fallback with every character but
 * letters, digits, dot, dash and underscore replaced (no quote, semicolon or line break can get
 * through), and the exact name in RFC 5987 form for browsers that read it.
 */
export function leafletContentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'leaflet';
  const fallback = /\.pdf$/i.test(ascii) ? ascii : `${ascii}.pdf`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** An organisation's product offering a leaflet, by part number, with its upload if any. */
export async function findShopLeaflet(db: Db, organisationId: number, partNo: string) {
  const [row] = await db
    .select({
      product: products,
      upload: {
        pdf: productLeaflets.pdf,
        fileName: productLeaflets.fileName,
        sha256: productLeaflets.sha256,
      },
    })
    .from(products)
    .leftJoin(productLeaflets, eq(productLeaflets.productId, products.id))
    .where(
      and(
        eq(products.organisationId, organisationId),
        eq(products.partNo, partNo),
        eq(products.leaflet, true),
      ),
    );
  return row;
}
