import { miniIdParamsSchema } from '../../mini-call-parts.js';
import { reportSendNowSchema } from '../../report-subscription-answers.js';
import type { Route } from '../route.js';

export const sendSubscriptionNow = {
  method: 'post',
  api: 'admin',
  path: '/console/subscriptions/:id/send-now',
  schemas: { params: miniIdParamsSchema, response: { 200: reportSendNowSchema } },
} as const satisfies Route;
