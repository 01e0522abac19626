import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import {
  backofficeCatalogueRoutes,
  backofficeOrderRoutes,
  backofficeProductImageRoutes,
  backofficeProductLeafletRoutes,
  backofficeRoutes,
  backofficeStaffRoutes,
  productImageRoutes,
} from './modules/backoffice/index.js';
import { catalogueRoutes, leafletRoutes } from './modules/catalogue/index.js';
import {
  consoleCompanyRoutes,
  consoleConfigRoutes,
  consoleLocationRoutes,
  consolePromoRoutes,
  consoleUserRoutes,
} from './modules/console-admin/index.js';
import { contentRoutes, webinarRoutes } from './modules/content/index.js';
import {
  consoleDeviceRoutes,
  consoleOccupancyRoutes,
  ingestRoutes,
} from './modules/counting/index.js';
import { authRoutes, userRoutes } from './modules/identity/index.js';
import {
  addressRoutes,
  cartTemplateRoutes,
  onBehalfRoutes,
  orderRoutes,
  paymentRoutes,
  zoomOrderRoutes,
} from './modules/ordering/index.js';
import { consoleChartRoutes, consoleReportRoutes } from './modules/reporting/index.js';
import type { Database } from './platform/db/database.js';
import { devMailboxRoutes } from './platform/routes/dev-mailbox.js';
import { healthRoutes } from './platform/routes/health.js';

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
