import { streamTicketSchema } from '../../occupancy.js';
import type { Route } from '../route.js';

export const streamTicket = {
  method: 'post',
  api: 'admin',
  path: '/console/occupancy/stream-ticket',
  schemas: { response: { 200: streamTicketSchema } },
} as const satisfies Route;
