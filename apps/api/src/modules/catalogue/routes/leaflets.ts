import { leafletParamsSchema, leafletQuerySchema } from '@careshop/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { NotFoundError } from '../../../platform/http/errors.js';
import { notModified } from '../../../platform/http/raw-upload.js';
import { resolveShop } from '../../identity/index.js';
import type { CatalogueDeps } from '../deps.js';
import { leafletPdf } from '../leaflet-pdf.js';
import { findShopLeaflet, leafletContentDisposition } from '../leaflets.js';
import { localized } from '../product-view.js';

const leafletParams = leafletParamsSchema;
const leafletQuery = leafletQuerySchema;

/**
 * Product leaflets (SPEC 2 product details "download PDF"): the PDF staff uploaded (decision 225,
 * revalidated by ETag), else a one-page PDF with the product's name, description and references,
 * in the asked language. Public, like brochures: the shop opens the link in a new tab, which sends
 * no bearer token.
 */
export async function leafletRoutes(app: FastifyInstance, ctx: CatalogueDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/leaflets/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: "A product's leaflet (PDF) in a language",
        params: leafletParams,
        querystring: leafletQuery,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const shop = await resolveShop(ctx, request.hostname);
      const partNo = request.params.file.replace(/\.pdf$/, '');
      const found = await findShopLeaflet(ctx.db, shop.organisationId, partNo);
      if (!found) throw new NotFoundError('No leaflet for this product');
      const { product, upload } = found;
      // Browsers show a PDF with a built-in viewer, which a page CSP (object-src 'none') can
      // block; the bytes carry no script of ours, so the PDF goes without one.
      reply.removeHeader('content-security-policy');
      if (upload) {
        const etag = `"${upload.sha256.slice(0, 32)}"`;
        // Not modified: no body (the reply's type knows only the error statuses).
        if (notModified(request, reply as FastifyReply, etag)) return reply;
        return reply
          .type('application/pdf')
          .header('content-disposition', leafletContentDisposition(upload.fileName))
          .send(upload.pdf as never); // bytes go out as they are
      }
      const language = request.query.language ?? shop.defaultLanguage;
      const text = localized(product, language);
      const pdf = leafletPdf({
        title: text?.name ?? product.partNo,
        lines: [
          ...(text?.description ? [text.description, ''] : []),
          `${product.partNo} - CTN ${product.ctn} - ${product.sku}`,
        ],
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${partNo}.pdf"`)
        .header('cache-control', 'public, max-age=300')
        .send(pdf as never); // bytes go out as they are; the schema only describes errors
    },
  );
}
