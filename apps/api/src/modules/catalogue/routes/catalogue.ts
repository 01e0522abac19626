import {
  categoryListSchema,
  hostnameParamsSchema,
  languageQuerySchema,
  productListSchema,
  shopConfigSchema,
} from '@careshop/validation';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { cachedBody, sendCachedJson } from '../../../platform/http/read-cache.js';
import { sanitizeHtml, sanitizeText } from '../../../platform/http/sanitize.js';
import { organisations, requireSession, resolveShop } from '../../identity/index.js';
import type { CatalogueDeps } from '../deps.js';
import { ProductListCache } from '../product-list.js';
import { localized } from '../product-view.js';
import { showingPromos } from '../promos.js';
import { categories } from '../schema.js';

const languageQuery = languageQuerySchema;
const hostnameParams = hostnameParamsSchema;

/** SPEC 7 catalogue calls: product, category, config_for_hostname. */
export async function catalogueRoutes(app: FastifyInstance, ctx: CatalogueDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const productList = new ProductListCache({
    publicUrl: ctx.config.publicUrl,
    onInvalid: (partNo, error) =>
      app.log.error({ err: error, partNo }, 'product left out of the list: fails its schema'),
  });

  typed.get(
    '/product',
    {
      config: { access: 'session' },
      schema: {
        tags: ['catalogue'],
        summary: "Products of the user's organisation, names in the asked or the user's language",
        security: [{ bearer: [] }],
        querystring: languageQuery,
        response: { 200: productListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await requireSession(ctx, request);
      const language = request.query.language ?? session.user.language;
      const shop = await resolveShop(ctx, request.hostname);
      const key = {
        organisationId: session.user.organisationId,
        language,
        currency: shop.config.currency,
      };
      // Built once per change (row versions, decision 079) and kept as bytes with their ETag and
      // compressed copies for at most a second (decision 240): a 304 when the client has them.
      const entry = await ctx.readCache.get(
        `product|${key.organisationId}|${key.language}|${key.currency}`,
        async () => cachedBody(await productList.render(ctx.db, key)),
      );
      return sendCachedJson(request, reply, entry, 'revalidate');
    },
  );

  typed.get(
    '/category',
    {
      config: { access: 'session' },
      schema: {
        tags: ['catalogue'],
        summary: "Categories of the user's organisation",
        security: [{ bearer: [] }],
        querystring: languageQuery,
        response: { 200: categoryListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await requireSession(ctx, request);
      const language = request.query.language ?? session.user.language;
      const rows = await ctx.db
        .select()
        .from(categories)
        .where(eq(categories.organisationId, session.user.organisationId))
        .orderBy(asc(categories.sortOrder));
      return rows.map((category) => ({
        id: category.id,
        key: category.key,
        link: category.link,
        name: localized(category, language)?.name ?? category.key,
        organisation: { id: category.organisationId },
        translations: category.translations,
      }));
    },
  );

  typed.get(
    '/config_for_hostname/:hostname',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary:
          'Shop config for a hostname (unknown hostnames get the default shop) with its promos showing today; public',
        params: hostnameParams,
        response: { 200: shopConfigSchema, ...errorResponses },
      },
    },
    async (request) => {
      const shop = await resolveShop(ctx, request.params.hostname);
      const [org] = await ctx.db
        .select({
          maintenanceMode: organisations.maintenanceMode,
          maintenanceTitle: organisations.maintenanceTitle,
          maintenanceMessage: organisations.maintenanceMessage,
        })
        .from(organisations)
        .where(eq(organisations.id, shop.organisationId));
      const promos = await showingPromos(ctx.db, shop.config.id, ctx.now());
      return {
        id: shop.config.id,
        locale: shop.config.locales,
        // Maintenance is on when either the shop config or its organisation says so (SPEC 2).
        maintenance_mode: shop.config.maintenanceMode || (org?.maintenanceMode ?? false),
        // The maintenance page shows on every route, logged out too, so its texts come with the
        // public config; the message is sanitised HTML.
        maintenance_title: sanitizeText(org?.maintenanceTitle ?? null),
        maintenance_message: sanitizeHtml(org?.maintenanceMessage ?? null),
        organisation_id: shop.organisationId,
        title: shop.config.title,
        // What customers see on the home page, by language (decision 276).
        home_titles: shop.config.homeTitles,
        currency: shop.config.currency,
        environment: shop.config.environment,
        // The shop's home banners showing today (decision 229); added, nothing else changed.
        promos,
      };
    },
  );
}
