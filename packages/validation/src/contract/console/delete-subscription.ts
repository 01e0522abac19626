import { miniApiResultSchema, miniIdParamsSchema } from '../../mini-call-parts.js';
import type { Route } from '../route.js';

export const deleteSubscription = {
  method: 'delete',
  api: 'admin',
  path: '/console/subscriptions/:id',
  schemas: { params: miniIdParamsSchema, response: { 200: miniApiResultSchema } },
} as const satisfies Route;
