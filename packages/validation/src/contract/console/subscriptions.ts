import { reportSubscriptionListSchema } from '../../report-subscription-answers.js';
import type { Route } from '../route.js';

export const subscriptions = {
  method: 'get',
  api: 'admin',
  path: '/console/subscriptions',
  schemas: { response: { 200: reportSubscriptionListSchema } },
} as const satisfies Route;
