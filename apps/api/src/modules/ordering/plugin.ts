import type { FastifyInstance } from 'fastify';
import type { OrderingDeps } from './deps.js';
import { addressRoutes } from './routes/addresses.js';
import { approvalRequestRoutes } from './routes/approval-requests.js';
import { cartTemplateRoutes } from './routes/cart-templates.js';
import { onBehalfRoutes } from './routes/on-behalf.js';
import { orderRoutes } from './routes/orders.js';
import { paymentRoutes } from './routes/payments.js';
import { zoomOrderRoutes } from './routes/zoom-orders.js';

/**
 * This module's Fastify plugin: its route groups, each bound to the services the module receives
 * (and nothing else). The server mounts each group under its base path, in the order that makes
 * the OpenAPI document's path order.
 */
export function orderingRoutes(deps: OrderingDeps) {
  return {
    onBehalf: (app: FastifyInstance) => onBehalfRoutes(app, deps),
    orders: (app: FastifyInstance) => orderRoutes(app, deps),
    addresses: (app: FastifyInstance) => addressRoutes(app, deps),
    cartTemplates: (app: FastifyInstance) => cartTemplateRoutes(app, deps),
    approvals: (app: FastifyInstance) => approvalRequestRoutes(app, deps),
    payments: (app: FastifyInstance) => paymentRoutes(app, deps),
    zoomOrders: (app: FastifyInstance) => zoomOrderRoutes(app, deps),
  };
}
