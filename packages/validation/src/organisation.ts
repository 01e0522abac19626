import * as z from 'zod/mini';
import {
  miniAnswerText,
  miniBoolean,
  miniEntityId,
  miniInteger,
  miniLooseObject,
} from './mini-schemas.js';

/**
 * An organisation (SPEC 3): the brand's yearly order limit, maintenance mode and legal links. Part
 * of the user the shop restores before its first screen: zod/mini (decision 242).
 */
export const organisationSchema = miniLooseObject({
  id: miniEntityId(),
  /** Orders a customer office may place per calendar year; null or absent means no limit. */
  max_order_count_year: z.nullish(miniInteger(0)),
  maintenance_mode: z._default(miniBoolean(), false),
  maintenance_title: z.nullish(miniAnswerText()),
  /** HTML; sanitised by the server before it is stored or sent. */
  maintenance_message: z.nullish(miniAnswerText()),
  /** Link to the terms of use. */
  terms_of_use: z.nullish(miniAnswerText()),
  /** Link to the privacy notice. */
  privacy_notice: z.nullish(miniAnswerText()),
  academy: z.nullish(miniAnswerText()),
});
export type Organisation = z.output<typeof organisationSchema>;
