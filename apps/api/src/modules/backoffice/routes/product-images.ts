import { productImageParamsSchema, productImageQuerySchema } from '@careshop/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { NotFoundError } from '../../../platform/http/errors.js';
import { notModified } from '../../../platform/http/raw-upload.js';
import { resolveShop } from '../../identity/index.js';
import type { BackofficeDeps } from '../deps.js';
import {
  deleteProductImage,
  findProductImage,
  PRODUCT_IMAGE_CONTENT_TYPES,
  PRODUCT_IMAGE_MAX_BYTES,
  putProductImage,
  resizeProductImage,
} from '../product-images.js';
import { productFileRoutes } from './product-file-routes.js';

/**
 * `PUT` and `DELETE /backoffice/products/:id/image` (decision 223): staff upload a product's photo
 * as the raw body (PNG, JPEG or WebP, at most 5 MB) and the API stores it resized to WebP.
 */
export function backofficeProductImageRoutes(
  app: FastifyInstance,
  ctx: BackofficeDeps,
): Promise<void> {
  return productFileRoutes(app, ctx, {
    file: 'image',
    contentTypes: PRODUCT_IMAGE_CONTENT_TYPES,
    expected: 'image/png, image/jpeg or image/webp',
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    uploadSummary:
      "Upload a product's photo (PNG, JPEG or WebP body, at most 5 MB); stored as WebP 400 and 800 wide",
    removeSummary: "Remove a product's photo",
    upload: async ({ scope, actorId, productId }, bytes) =>
      putProductImage(
        ctx.db,
        scope,
        actorId,
        productId,
        await resizeProductImage(bytes),
        ctx.now(),
      ),
    remove: ({ scope, actorId, productId }) =>
      deleteProductImage(ctx.db, scope, actorId, productId, ctx.now()),
  });
}

/**
 * `GET /api/content/product-images/:partNo.webp?w=400|800` (decision 223): a product's photo of
 * the shop's organisation, public like the leaflets, cached five minutes and revalidated by ETag.
 */
export async function productImageRoutes(app: FastifyInstance, ctx: BackofficeDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/product-images/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: "A product's photo as WebP, 400 or 800 pixels wide (default 800)",
        params: productImageParamsSchema,
        querystring: productImageQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const shop = await resolveShop(ctx, request.hostname);
      const partNo = request.params.file.replace(/\.webp$/, '');
      const width = request.query.w === '400' ? 400 : 800;
      const image = await findProductImage(ctx.db, shop.organisationId, partNo, width);
      if (!image) throw new NotFoundError('No image for this product');
      const etag = `"${image.updatedAt.getTime().toString(36)}-${width}"`;
      // Not modified: no body (the reply's type knows only the error statuses).
      if (notModified(request, reply as FastifyReply, etag)) return reply;
      return reply.type('image/webp').send(image.bytes as never); // bytes go out as they are
    },
  );
}
