import { miniIdParamsSchema } from '../../mini-call-parts.js';
import { reportSubscriptionPatchSchema } from '../../report-subscription.js';
import { reportSubscriptionDetailSchema } from '../../report-subscription-answers.js';
import type { Route } from '../route.js';

export const updateSubscription = {
  method: 'patch',
  api: 'admin',
  path: '/console/subscriptions/:id',
  schemas: {
    params: miniIdParamsSchema,
    body: reportSubscriptionPatchSchema,
    response: { 200: reportSubscriptionDetailSchema },
  },
} as const satisfies Route;
