import {
  type BackofficeLeafletUploadQuery,
  backofficeLeafletUploadQuerySchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { BackofficeDeps } from '../deps.js';
import {
  checkLeaflet,
  deleteProductLeaflet,
  leafletFileName,
  PRODUCT_LEAFLET_CONTENT_TYPES,
  PRODUCT_LEAFLET_MAX_BYTES,
  putProductLeaflet,
} from '../product-leaflets.js';
import { findProduct } from '../products.js';
import { productFileRoutes } from './product-file-routes.js';

/**
 * `PUT` and `DELETE /backoffice/products/:id/leaflet` (decision 225): staff upload a product's PDF
 * leaflet as the raw `application/pdf` body (at most 10 MB, checked to be a PDF), which the shop's
 * leaflet link then serves instead of the generated one; removing it goes back to the generated.
 */
export function backofficeProductLeafletRoutes(
  app: FastifyInstance,
  ctx: BackofficeDeps,
): Promise<void> {
  return productFileRoutes(app, ctx, {
    file: 'leaflet',
    contentTypes: PRODUCT_LEAFLET_CONTENT_TYPES,
    expected: 'application/pdf',
    maxBytes: PRODUCT_LEAFLET_MAX_BYTES,
    uploadSummary:
      "Upload a product's PDF leaflet (application/pdf body, at most 10 MB); the shop's leaflet link serves it",
    removeSummary: "Remove a product's uploaded leaflet (the shop serves the generated one again)",
    querystring: backofficeLeafletUploadQuerySchema,
    upload: async ({ scope, actorId, productId }, bytes, query) => {
      // Scope first: another organisation's product is 404 before its PDF is parsed.
      const { product } = await findProduct(ctx.db, scope, productId, false);
      const { file_name } = query as BackofficeLeafletUploadQuery;
      const leaflet = await checkLeaflet(bytes, leafletFileName(file_name, product.partNo));
      return putProductLeaflet(ctx.db, scope, actorId, productId, leaflet, ctx.now());
    },
    remove: ({ scope, actorId, productId }) =>
      deleteProductLeaflet(ctx.db, scope, actorId, productId, ctx.now()),
  });
}
