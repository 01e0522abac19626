import {
  backofficeLeafletUploadQuerySchema,
  backofficeProductSchema,
  idParamsSchema,
} from '@careshop/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard.js';
import {
  checkLeaflet,
  deleteProductLeaflet,
  leafletFileName,
  PRODUCT_LEAFLET_CONTENT_TYPES,
  PRODUCT_LEAFLET_MAX_BYTES,
  putProductLeaflet,
} from '../backoffice/product-leaflets.js';
import { findProduct } from '../backoffice/products.js';
import { staffScopeOf } from '../backoffice/scope.js';
import type { AppContext } from '../context.js';
import { errorResponses } from '../http/error-response.js';
import { registerRawUpload, uploadedBytes } from '../http/raw-upload.js';

const tags = ['backoffice'];
const security = [{ bearer: [] }];
const config = { access: 'staff' } as const;

/**
 * `PUT` and `DELETE /backoffice/products/:id/leaflet` (decision 225): staff upload a product's PDF
 * leaflet as the raw `application/pdf` body (at most 10 MB, checked to be a PDF), which the shop's
 * leaflet link then serves instead of the generated one; removing it goes back to the generated.
 */
export async function backofficeProductLeafletRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const staffOf = async (request: FastifyRequest) => {
    const session = await requireStaff(ctx, request);
    return { scope: staffScopeOf(session), actorId: session.user.id };
  };

  await registerRawUpload(app, {
    contentTypes: PRODUCT_LEAFLET_CONTENT_TYPES,
    bodyLimit: PRODUCT_LEAFLET_MAX_BYTES,
    authorize: staffOf,
    routes: (upload, uploaderOf) => {
      upload.withTypeProvider<ZodTypeProvider>().put(
        '/backoffice/products/:id/leaflet',
        {
          config,
          bodyLimit: PRODUCT_LEAFLET_MAX_BYTES,
          schema: {
            tags,
            summary:
              "Upload a product's PDF leaflet (application/pdf body, at most 10 MB); the shop's leaflet link serves it",
            security,
            params: idParamsSchema,
            querystring: backofficeLeafletUploadQuerySchema,
            response: {
              200: backofficeProductSchema,
              ...errorResponses,
              413: errorResponses[400],
              415: errorResponses[400],
            },
          },
        },
        async (request) => {
          const { scope, actorId } = await uploaderOf(request);
          const bytes = uploadedBytes(request, 'application/pdf');
          // Scope first: another organisation's product is 404 before its PDF is parsed.
          const { product } = await findProduct(ctx.db, scope, request.params.id, false);
          const fileName = leafletFileName(request.query.file_name, product.partNo);
          const leaflet = await checkLeaflet(bytes, fileName);
          return putProductLeaflet(ctx.db, scope, actorId, request.params.id, leaflet, ctx.now());
        },
      );
    },
  });

  app.withTypeProvider<ZodTypeProvider>().delete(
    '/backoffice/products/:id/leaflet',
    {
      config,
      schema: {
        tags,
        summary: "Remove a product's uploaded leaflet (the shop serves the generated one again)",
        security,
        params: idParamsSchema,
        response: { 200: backofficeProductSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope, actorId } = await staffOf(request);
      return deleteProductLeaflet(ctx.db, scope, actorId, request.params.id, ctx.now());
    },
  );
}
