import { languageQuerySchema, leafletParamsSchema } from '@careshop/validation';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leafletPdf } from '../catalogue/leaflet-pdf.js';
import { localized } from '../catalogue/product-view.js';
import type { AppContext } from '../context.js';
import { products } from '../db/schema.js';
import { errorResponses } from '../http/error-response.js';
import { NotFoundError } from '../http/errors.js';
import { resolveShop } from './shop-resolver.js';

const leafletParams = leafletParamsSchema;
const leafletQuery = languageQuerySchema;

/**
 * Product leaflets (SPEC 2 product details "download PDF"): a one-page PDF with the product's
 * name, description and references, in the asked language. Public, like brochures: the shop opens
 * the link in a new tab, which sends no bearer token.
 */
export async function leafletRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
      const [product] = await ctx.db
        .select()
        .from(products)
        .where(
          and(
            eq(products.organisationId, shop.organisationId),
            eq(products.partNo, partNo),
            eq(products.leaflet, true),
          ),
        );
      if (!product) throw new NotFoundError('No leaflet for this product');
      const language = request.query.language ?? shop.defaultLanguage;
      const text = localized(product, language);
      const pdf = leafletPdf({
        title: text?.name ?? product.partNo,
        lines: [
          ...(text?.description ? [text.description, ''] : []),
          `${product.partNo} - CTN ${product.ctn} - ${product.sku}`,
        ],
      });
      // Browsers show a PDF with a built-in viewer, which a page CSP (object-src 'none') can
      // block; the bytes carry no script of ours, so the PDF goes without one.
      reply.removeHeader('content-security-policy');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${partNo}.pdf"`)
        .header('cache-control', 'public, max-age=3600')
        .send(pdf as never); // bytes go out as they are; the schema only describes errors
    },
  );
}
