import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { addressRoutes } from './addresses.js';
import { authRoutes } from './auth.js';
import { backofficeRoutes } from './backoffice.js';
import { backofficeCatalogueRoutes } from './backoffice-catalogue.js';
import { backofficeOrderRoutes } from './backoffice-orders.js';
import { backofficeStaffRoutes } from './backoffice-staff.js';
import { cartTemplateRoutes } from './cart-templates.js';
import { catalogueRoutes } from './catalogue.js';
import { consoleChartRoutes } from './console-charts.js';
import { consoleCompanyRoutes } from './console-companies.js';
import { consoleConfigRoutes } from './console-configs.js';
import { consoleDeviceRoutes } from './console-devices.js';
import { consoleLocationRoutes } from './console-locations.js';
import { consoleOccupancyRoutes } from './console-occupancy.js';
import { consolePromoRoutes } from './console-promos.js';
import { consoleReportRoutes } from './console-reports.js';
import { consoleUserRoutes } from './console-users.js';
import { contentRoutes } from './content.js';
import { devMailboxRoutes } from './dev-mailbox.js';
import { healthRoutes } from './health.js';
import { ingestRoutes } from './ingest.js';
import { leafletRoutes } from './leaflets.js';
import { onBehalfRoutes } from './on-behalf.js';
import { orderRoutes } from './orders.js';
import { paymentRoutes } from './payments.js';
import { backofficeProductImageRoutes, productImageRoutes } from './product-images.js';
import { backofficeProductLeafletRoutes } from './product-leaflets.js';
import { userRoutes } from './user.js';
import { webinarRoutes } from './webinar.js';
import { zoomOrderRoutes } from './zoom-orders.js';

/** Mounts every route module under its base path (SPEC 7: /api/admin and /api/auth). */
export async function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  database: Database,
): Promise<void> {
  await healthRoutes(app, database);
  await app.register(
    async (auth) => {
      await authRoutes(auth, ctx);
    },
    { prefix: '/api/auth' },
  );
  await app.register(
    async (admin) => {
      await userRoutes(admin, ctx);
      await catalogueRoutes(admin, ctx);
      await onBehalfRoutes(admin, ctx);
      await orderRoutes(admin, ctx);
      await addressRoutes(admin, ctx);
      await cartTemplateRoutes(admin, ctx);
      await backofficeRoutes(admin, ctx);
      await backofficeCatalogueRoutes(admin, ctx);
      await backofficeProductImageRoutes(admin, ctx);
      await backofficeProductLeafletRoutes(admin, ctx);
      await backofficeOrderRoutes(admin, ctx);
      await backofficeStaffRoutes(admin, ctx);
      await paymentRoutes(admin, ctx);
      await zoomOrderRoutes(admin, ctx);
      await webinarRoutes(admin, ctx);
      await consoleLocationRoutes(admin, ctx);
      await consoleDeviceRoutes(admin, ctx);
      await consoleConfigRoutes(admin, ctx);
      await consolePromoRoutes(admin, ctx);
      await consoleOccupancyRoutes(admin, ctx);
      await consoleUserRoutes(admin, ctx);
      await consoleCompanyRoutes(admin, ctx);
      await consoleReportRoutes(admin, ctx);
      await consoleChartRoutes(admin, ctx);
    },
    { prefix: '/api/admin' },
  );
  await app.register(
    async (content) => {
      await contentRoutes(content, ctx);
      await leafletRoutes(content, ctx);
      await productImageRoutes(content, ctx);
    },
    { prefix: '/api/content' },
  );
  await app.register(
    async (ingest) => {
      await ingestRoutes(ingest, ctx);
    },
    { prefix: '/api/ingest' },
  );
  if (ctx.config.devMailbox) {
    await app.register(
      async (dev) => {
        await devMailboxRoutes(dev, ctx);
      },
      { prefix: '/api/dev' },
    );
  }
}
