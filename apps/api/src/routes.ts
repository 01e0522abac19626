import { loadCallSchemas } from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { backofficeModuleRoutes } from './modules/backoffice/index.js';
import { catalogueModuleRoutes } from './modules/catalogue/index.js';
import { companyAccountsRoutes } from './modules/company-accounts/index.js';
import { consoleAdminRoutes } from './modules/console-admin/index.js';
import { contentModuleRoutes } from './modules/content/index.js';
import { countingRoutes } from './modules/counting/index.js';
import { identityRoutes } from './modules/identity/index.js';
import { orderingRoutes } from './modules/ordering/index.js';
import { reportingRoutes } from './modules/reporting/index.js';
import { devMailboxRoutes } from './platform/routes/dev-mailbox.js';
import { healthRoutes, type ReadinessChecks } from './platform/routes/health.js';

/**
 * Mounts every module's routes under their base path (SPEC 7: /api/admin and /api/auth). Each
 * module receives only the services it uses; the groups are mounted in the order that makes the
 * OpenAPI document's path order (a test compares it with the committed copy).
 */
export async function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  readiness: ReadinessChecks,
): Promise<void> {
  // The contract's lazily loaded schemas (decision 285), before any route is registered from it.
  await loadCallSchemas();
  const core = { db: ctx.db, config: ctx.config, now: ctx.now, readCache: ctx.readCache };
  const identity = identityRoutes({
    ...core,
    mailer: ctx.mailer,
    recentOfficeOrders: ctx.recentOfficeOrders,
  });
  const catalogue = catalogueModuleRoutes(core);
  const ordering = orderingRoutes({
    ...core,
    mailer: ctx.mailer,
    payments: ctx.payments,
    testCheckout: ctx.testCheckout,
  });
  const companyAccounts = companyAccountsRoutes({ ...core, mailer: ctx.mailer });
  const content = contentModuleRoutes({ ...core, mailer: ctx.mailer });
  const backoffice = backofficeModuleRoutes({ ...core, mailer: ctx.mailer });
  const counting = countingRoutes({
    ...core,
    liveHub: ctx.liveHub,
    deviceDirectory: ctx.deviceDirectory,
    ingestWriter: ctx.ingestWriter,
  });
  const reporting = reportingRoutes({ ...core, mailer: ctx.mailer });
  const consoleAdmin = consoleAdminRoutes({
    ...core,
    mailer: ctx.mailer,
    jobs: ctx.jobs,
    liveHub: ctx.liveHub,
    deviceDirectory: ctx.deviceDirectory,
  });

  await healthRoutes(app, readiness);
  await app.register(
    async (auth) => {
      await identity.auth(auth);
    },
    { prefix: '/api/auth' },
  );
  await app.register(
    async (admin) => {
      await identity.user(admin);
      await catalogue.catalogue(admin);
      await ordering.onBehalf(admin);
      await ordering.orders(admin);
      await ordering.addresses(admin);
      await ordering.cartTemplates(admin);
      await companyAccounts.members(admin);
      await ordering.approvals(admin);
      await backoffice.backoffice(admin);
      await backoffice.catalogue(admin);
      await backoffice.productImages(admin);
      await backoffice.productLeaflets(admin);
      await backoffice.orders(admin);
      await backoffice.staff(admin);
      await backoffice.team(admin);
      await ordering.payments(admin);
      await ordering.zoomOrders(admin);
      await content.webinar(admin);
      await consoleAdmin.locations(admin);
      await counting.devices(admin);
      await consoleAdmin.configs(admin);
      await consoleAdmin.promos(admin);
      await counting.occupancy(admin);
      await consoleAdmin.users(admin);
      await consoleAdmin.companies(admin);
      await reporting.reports(admin);
      await reporting.charts(admin);
    },
    { prefix: '/api/admin' },
  );
  await app.register(
    async (contentApp) => {
      await content.content(contentApp);
      await catalogue.leaflets(contentApp);
      await backoffice.publicProductImages(contentApp);
    },
    { prefix: '/api/content' },
  );
  await app.register(
    async (ingest) => {
      await counting.ingest(ingest);
    },
    { prefix: '/api/ingest' },
  );
  if (ctx.config.devMailbox) {
    await app.register(
      async (dev) => {
        await devMailboxRoutes(dev, { db: ctx.db, jobs: ctx.jobs, now: ctx.now });
      },
      { prefix: '/api/dev' },
    );
  }
}
