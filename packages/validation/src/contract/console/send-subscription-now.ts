import { reportSendNowSchema } from '../../report-subscription-answers.js';
import { idParamsSchema } from '../../request-parts.js';
import type { Route } from '../route.js';

export const sendSubscriptionNow = {
  method: 'post',
  api: 'admin',
  path: '/console/subscriptions/:id/send-now',
  schemas: { params: idParamsSchema, response: { 200: reportSendNowSchema } },
} as const satisfies Route;
