import { reportSubscriptionCreateSchema } from '../../report-subscription.js';
import { reportSubscriptionDetailSchema } from '../../report-subscription-answers.js';
import type { Route } from '../route.js';

export const createSubscription = {
  method: 'post',
  api: 'admin',
  path: '/console/subscriptions',
  schemas: {
    body: reportSubscriptionCreateSchema,
    response: { 201: reportSubscriptionDetailSchema },
  },
} as const satisfies Route;
