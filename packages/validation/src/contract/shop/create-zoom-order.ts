import type { Route } from '../route.js';

export const createZoomOrder = {
  method: 'post',
  api: 'admin',
  path: '/zoom-order',
  lazy: (s) => ({
    headers: s.idempotencyHeadersSchema,
    body: s.zoomOrderRequestSchema,
    response: { 201: s.zoomOrderSchema },
  }),
} as const satisfies Route;
