import { miniIdParamsSchema } from '../../mini-call-parts.js';
import { reportSubscriptionDetailSchema } from '../../report-subscription-answers.js';
import type { Route } from '../route.js';

export const subscription = {
  method: 'get',
  api: 'admin',
  path: '/console/subscriptions/:id',
  schemas: { params: miniIdParamsSchema, response: { 200: reportSubscriptionDetailSchema } },
} as const satisfies Route;
