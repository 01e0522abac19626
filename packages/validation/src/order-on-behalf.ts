import { z } from 'zod';
import { customerNumberSchema } from './customer-number.js';
import { looseObject, strictObject } from './keyed-schemas.js';
import { companySchema } from './user.js';

/** Body of `POST /set_order_on_behalf` (SPEC 7): the customer office a sales rep orders for. */
export const orderOnBehalfRequestSchema = strictObject({
  cust_no: customerNumberSchema,
});
export type OrderOnBehalfRequest = z.output<typeof orderOnBehalfRequestSchema>;

/**
 * Answer of `POST /set_order_on_behalf`. Without a `company` the office was not set (SPEC 8: "Could
 * not set this office for order on behalf").
 */
export const orderOnBehalfResponseSchema = looseObject({
  company: z.nullish(companySchema),
});
export type OrderOnBehalfResponse = z.output<typeof orderOnBehalfResponseSchema>;
