import type { Route } from '../route.js';

export const resumePayment = {
  method: 'post',
  api: 'admin',
  path: '/payment/resume',
  lazy: (s) => ({ body: s.paymentRequestSchema, response: { 200: s.paymentStartResponseSchema } }),
} as const satisfies Route;
