import {
  type BackofficeProduct,
  backofficeProductSchema,
  idParamsSchema,
} from '@careshop/validation';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { registerRawUpload, uploadedBytes } from '../../../platform/http/raw-upload.js';
import { requireStaff } from '../../identity/index.js';
import type { BackofficeDeps } from '../deps.js';
import { type StaffScope, staffScopeOf } from '../scope.js';

/** Who uploads or removes, and which product. */
export interface ProductFileCall {
  scope: StaffScope;
  actorId: number;
  productId: number;
}

/** One kind of product file (photo, leaflet) and what its upload and removal do. */
export interface ProductFileRouteOptions {
  /** The last path segment: `/backoffice/products/:id/{file}`. */
  file: string;
  contentTypes: readonly string[];
  /** The types as the 415 message names them. */
  expected: string;
  /** The largest upload in bytes (413 beyond). */
  maxBytes: number;
  uploadSummary: string;
  removeSummary: string;
  /** The upload's query, when it takes one. */
  querystring?: FastifySchema['querystring'];
  upload: (call: ProductFileCall, bytes: Buffer, query: unknown) => Promise<BackofficeProduct>;
  remove: (call: ProductFileCall) => Promise<BackofficeProduct>;
}

const tags = ['backoffice'];
const security = [{ bearer: [] }];
const config = { access: 'staff' } as const;

/**
 * `PUT` and `DELETE /backoffice/products/:id/{file}` (decisions 223 and 225): staff upload a
 * product's file as the raw body, read only by the upload route's own parser (after the staff
 * check), and remove it; both answer the back-office product.
 */
export async function productFileRoutes(
  app: FastifyInstance,
  ctx: BackofficeDeps,
  options: ProductFileRouteOptions,
): Promise<void> {
  const path = `/backoffice/products/:id/${options.file}`;
  const staffOf = async (request: FastifyRequest) => {
    const session = await requireStaff(ctx, request);
    return { scope: staffScopeOf(session), actorId: session.user.id };
  };

  await registerRawUpload(app, {
    contentTypes: options.contentTypes,
    bodyLimit: options.maxBytes,
    authorize: staffOf,
    routes: (upload, uploaderOf) => {
      upload.withTypeProvider<ZodTypeProvider>().put(
        path,
        {
          config,
          bodyLimit: options.maxBytes,
          schema: {
            tags,
            summary: options.uploadSummary,
            security,
            params: idParamsSchema,
            ...(options.querystring ? { querystring: options.querystring } : {}),
            response: {
              200: backofficeProductSchema,
              ...errorResponses,
              413: errorResponses[400],
              415: errorResponses[400],
            },
          },
        },
        async (request) => {
          const actor = await uploaderOf(request);
          const bytes = uploadedBytes(request, options.expected);
          return options.upload({ ...actor, productId: request.params.id }, bytes, request.query);
        },
      );
    },
  });

  app.withTypeProvider<ZodTypeProvider>().delete(
    path,
    {
      config,
      schema: {
        tags,
        summary: options.removeSummary,
        security,
        params: idParamsSchema,
        response: { 200: backofficeProductSchema, ...errorResponses },
      },
    },
    async (request) =>
      options.remove({ ...(await staffOf(request)), productId: request.params.id }),
  );
}
