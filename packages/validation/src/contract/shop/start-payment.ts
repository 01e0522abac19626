import type { Route } from '../route.js';

export const startPayment = {
  method: 'post',
  api: 'admin',
  path: '/payment/start',
  lazy: (s) => ({ body: s.paymentRequestSchema, response: { 200: s.paymentStartResponseSchema } }),
} as const satisfies Route;
