import type { Route } from '../route.js';

export const createOrder = {
  method: 'post',
  api: 'admin',
  path: '/order',
  lazy: (s) => ({
    headers: s.idempotencyHeadersSchema,
    body: s.orderCreateRequestSchema,
    response: { 201: s.orderSchema, 202: s.approvalRequestViewSchema },
  }),
} as const satisfies Route;
