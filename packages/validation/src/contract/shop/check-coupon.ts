import type { Route } from '../route.js';

export const checkCoupon = {
  method: 'post',
  api: 'admin',
  path: '/coupon/check',
  lazy: (s) => ({
    body: s.couponCheckRequestSchema,
    response: { 200: s.couponCheckResponseSchema },
  }),
} as const satisfies Route;
