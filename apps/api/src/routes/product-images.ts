import {
  backofficeProductSchema,
  idParamsSchema,
  productImageParamsSchema,
  productImageQuerySchema,
} from '@careshop/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard.js';
import {
  deleteProductImage,
  findProductImage,
  PRODUCT_IMAGE_CONTENT_TYPES,
  PRODUCT_IMAGE_MAX_BYTES,
  putProductImage,
  resizeProductImage,
} from '../backoffice/product-images.js';
import { staffScopeOf } from '../backoffice/scope.js';
import type { AppContext } from '../context.js';
import { errorResponses } from '../http/error-response.js';
import { NotFoundError } from '../http/errors.js';
import { notModified, registerRawUpload, uploadedBytes } from '../http/raw-upload.js';
import { resolveShop } from './shop-resolver.js';

const tags = ['backoffice'];
const security = [{ bearer: [] }];
const config = { access: 'staff' } as const;

/**
 * `PUT` and `DELETE /backoffice/products/:id/image` (decision 223): staff upload a product's photo
 * as the raw body (PNG, JPEG or WebP, at most 5 MB) and the API stores it resized to WebP. Only
 * the upload route reads image bodies; every other route keeps the JSON parser alone.
 */
export async function backofficeProductImageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const staffOf = async (request: FastifyRequest) => {
    const session = await requireStaff(ctx, request);
    return { scope: staffScopeOf(session), actorId: session.user.id };
  };

  await registerRawUpload(app, {
    contentTypes: PRODUCT_IMAGE_CONTENT_TYPES,
    bodyLimit: PRODUCT_IMAGE_MAX_BYTES,
    authorize: staffOf,
    routes: (upload, uploaderOf) => {
      upload.withTypeProvider<ZodTypeProvider>().put(
        '/backoffice/products/:id/image',
        {
          config,
          bodyLimit: PRODUCT_IMAGE_MAX_BYTES,
          schema: {
            tags,
            summary:
              "Upload a product's photo (PNG, JPEG or WebP body, at most 5 MB); stored as WebP 400 and 800 wide",
            security,
            params: idParamsSchema,
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
          const bytes = uploadedBytes(request, 'image/png, image/jpeg or image/webp');
          const image = await resizeProductImage(bytes);
          return putProductImage(ctx.db, scope, actorId, request.params.id, image, ctx.now());
        },
      );
    },
  });

  app.withTypeProvider<ZodTypeProvider>().delete(
    '/backoffice/products/:id/image',
    {
      config,
      schema: {
        tags,
        summary: "Remove a product's photo",
        security,
        params: idParamsSchema,
        response: { 200: backofficeProductSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope, actorId } = await staffOf(request);
      return deleteProductImage(ctx.db, scope, actorId, request.params.id, ctx.now());
    },
  );
}

/**
 * `GET /api/content/product-images/:partNo.webp?w=400|800` (decision 223): a product's photo of
 * the shop's organisation, public like the leaflets, cached five minutes and revalidated by ETag.
 */
export async function productImageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
