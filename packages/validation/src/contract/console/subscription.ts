import { idParamsSchema } from '../../id-params.js';
import { reportSubscriptionDetailSchema } from '../../report-subscription-answers.js';
import type { Route } from '../route.js';

export const subscription = {
  method: 'get',
  api: 'admin',
  path: '/console/subscriptions/:id',
  schemas: { params: idParamsSchema, response: { 200: reportSubscriptionDetailSchema } },
} as const satisfies Route;
