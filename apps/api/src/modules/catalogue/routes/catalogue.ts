import { routeSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedBody, sendCachedJson } from '../../../platform/http/read-cache.js';
import { sanitizeHtml, sanitizeText } from '../../../platform/http/sanitize.js';
import { requireSession, resolveShop } from '../../identity/index.js';
import { listCategories } from '../categories.js';
import type { CatalogueDeps } from '../deps.js';
import { ProductListCache } from '../product-list.js';
import { localized } from '../product-view.js';
import { showingPromos } from '../promos.js';
import { organisationMaintenance } from '../shop-config.js';

/** SPEC 7 catalogue calls: product, category, config_for_hostname. */
export async function catalogueRoutes(app: FastifyInstance, ctx: CatalogueDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const productList = new ProductListCache({
    publicUrl: ctx.config.publicUrl,
    onInvalid: (partNo, error) =>
      app.log.error({ err: error, partNo }, 'product left out of the list: fails its schema'),
  });

  typed[shopRoutes.products.method](
    shopRoutes.products.path,
    {
      config: { access: 'session' },
      schema: {
        tags: ['catalogue'],
        summary: "Products of the user's organisation, names in the asked or the user's language",
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.products),
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

  typed[shopRoutes.categories.method](
    shopRoutes.categories.path,
    {
      config: { access: 'session' },
      schema: {
        tags: ['catalogue'],
        summary: "Categories of the user's organisation",
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.categories),
      },
    },
    async (request) => {
      const session = await requireSession(ctx, request);
      const language = request.query.language ?? session.user.language;
      const rows = await listCategories(ctx.db, session.user.organisationId);
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

  typed[shopRoutes.configForHostname.method](
    shopRoutes.configForHostname.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary:
          'Shop config for a hostname (unknown hostnames get the default shop) with its promos showing today; public',
        ...routeSchema(shopRoutes.configForHostname),
      },
    },
    async (request) => {
      const shop = await resolveShop(ctx, request.params.hostname);
      const org = await organisationMaintenance(ctx.db, shop.organisationId);
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
