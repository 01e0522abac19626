import type { z } from 'zod';
import { answerText, boolean, entityId, integer, looseObject } from './keyed-schemas.js';

/** An organisation (SPEC 3): the brand's yearly order limit, maintenance mode and legal links. */
export const organisationSchema = looseObject({
  id: entityId(),
  /** Orders a customer office may place per calendar year; null or absent means no limit. */
  max_order_count_year: integer(0).nullish(),
  maintenance_mode: boolean().default(false),
  maintenance_title: answerText().nullish(),
  /** HTML; sanitised by the server before it is stored or sent. */
  maintenance_message: answerText().nullish(),
  /** Link to the terms of use. */
  terms_of_use: answerText().nullish(),
  /** Link to the privacy notice. */
  privacy_notice: answerText().nullish(),
  academy: answerText().nullish(),
});
export type Organisation = z.output<typeof organisationSchema>;
