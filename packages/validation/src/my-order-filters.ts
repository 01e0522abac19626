import * as z from 'zod/mini';
import { fieldLimits } from './field-limits.js';
import { miniEnumOf, miniIsoDate, miniOptionalText } from './mini-schemas.js';
import { orderStatuses, paymentStatuses } from './order-states.js';

/**
 * The filters of my orders, each optional: `q` is part of an order number (with or without its
 * leading zeros) or of a product's part number, code or name; `from` and `to` are whole UTC days,
 * inclusive. zod/mini: the shop's route tree, part of its first download, checks its address with
 * them (decision 242).
 */
export const myOrderFilterFields = {
  q: miniOptionalText(fieldLimits.text),
  status: z.optional(miniEnumOf(orderStatuses)),
  payment_status: z.optional(miniEnumOf(paymentStatuses)),
  from: z.optional(miniIsoDate()),
  to: z.optional(miniIsoDate()),
};
