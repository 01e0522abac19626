import { loadCallSchemas } from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { backofficeRoutes } from './modules/backoffice/routes/backoffice.js';
import { backofficeCatalogueRoutes } from './modules/backoffice/routes/backoffice-catalogue.js';
import { backofficeOrderRoutes } from './modules/backoffice/routes/backoffice-orders.js';
import { backofficeStaffRoutes } from './modules/backoffice/routes/backoffice-staff.js';
import {
  backofficeProductImageRoutes,
  productImageRoutes,
} from './modules/backoffice/routes/product-images.js';
import { backofficeProductLeafletRoutes } from './modules/backoffice/routes/product-leaflets.js';
import { catalogueRoutes } from './modules/catalogue/routes/catalogue.js';
import { leafletRoutes } from './modules/catalogue/routes/leaflets.js';
import { consoleCompanyRoutes } from './modules/console-admin/routes/console-companies.js';
import { consoleConfigRoutes } from './modules/console-admin/routes/console-configs.js';
import { consoleLocationRoutes } from './modules/console-admin/routes/console-locations.js';
import { consolePromoRoutes } from './modules/console-admin/routes/console-promos.js';
import { consoleUserRoutes } from './modules/console-admin/routes/console-users.js';
import { contentRoutes } from './modules/content/routes/content.js';
import { webinarRoutes } from './modules/content/routes/webinar.js';
import { consoleDeviceRoutes } from './modules/counting/routes/console-devices.js';
import { consoleOccupancyRoutes } from './modules/counting/routes/console-occupancy.js';
import { ingestRoutes } from './modules/counting/routes/ingest.js';
import { authRoutes } from './modules/identity/routes/auth.js';
import { userRoutes } from './modules/identity/routes/user.js';
import { addressRoutes } from './modules/ordering/routes/addresses.js';
import { cartTemplateRoutes } from './modules/ordering/routes/cart-templates.js';
import { onBehalfRoutes } from './modules/ordering/routes/on-behalf.js';
import { orderRoutes } from './modules/ordering/routes/orders.js';
import { paymentRoutes } from './modules/ordering/routes/payments.js';
import { zoomOrderRoutes } from './modules/ordering/routes/zoom-orders.js';
import { consoleChartRoutes } from './modules/reporting/routes/console-charts.js';
import { consoleReportRoutes } from './modules/reporting/routes/console-reports.js';
import type { Database } from './platform/db/database.js';
import { devMailboxRoutes } from './platform/routes/dev-mailbox.js';
import { healthRoutes } from './platform/routes/health.js';

/** Mounts every route module under its base path (SPEC 7: /api/admin and /api/auth). */
export async function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  database: Database,
): Promise<void> {
  // The contract's lazily loaded schemas (decision 285), before any route is registered from it.
  await loadCallSchemas();
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
