import { type BackofficeProduct, routeSchema } from '@careshop/validation';
import type * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  /** The contract's upload and removal of the file (`/backoffice/products/:id/{file}`). */
  uploadRoute:
    | typeof backofficeRoutes.uploadProductImage
    | typeof backofficeRoutes.uploadProductLeaflet;
  removeRoute:
    | typeof backofficeRoutes.deleteProductImage
    | typeof backofficeRoutes.deleteProductLeaflet;
  contentTypes: readonly string[];
  /** The types as the 415 message names them. */
  expected: string;
  /** The largest upload in bytes (413 beyond). */
  maxBytes: number;
  uploadSummary: string;
  removeSummary: string;
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
  const uploadSchema = routeSchema(options.uploadRoute);
  const staffOf = async (request: FastifyRequest) => {
    const session = await requireStaff(ctx, request);
    return { scope: staffScopeOf(session), actorId: session.user.id };
  };

  await registerRawUpload(app, {
    contentTypes: options.contentTypes,
    bodyLimit: options.maxBytes,
    authorize: staffOf,
    routes: (upload, uploaderOf) => {
      upload.withTypeProvider<ZodTypeProvider>()[options.uploadRoute.method](
        options.uploadRoute.path,
        {
          config,
          bodyLimit: options.maxBytes,
          schema: {
            tags,
            summary: options.uploadSummary,
            security,
            ...uploadSchema,
            response: {
              ...uploadSchema.response,
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

  app.withTypeProvider<ZodTypeProvider>()[options.removeRoute.method](
    options.removeRoute.path,
    {
      config,
      schema: {
        tags,
        summary: options.removeSummary,
        security,
        ...routeSchema(options.removeRoute),
      },
    },
    async (request) =>
      options.remove({ ...(await staffOf(request)), productId: request.params.id }),
  );
}
