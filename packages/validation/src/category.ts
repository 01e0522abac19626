import type { z } from 'zod';
import { answerText, entityId, listOf, looseObject } from './keyed-schemas.js';

/** The organisation an item of the catalogue belongs to (`organisation.id`, SPEC 3 Product). */
export const organisationRefSchema = looseObject({ id: entityId() });

/** A category (SPEC 3 Category); a product matches it by id, key or link (SPEC 4 Shop rules). */
export const categorySchema = looseObject({
  id: entityId(),
  key: answerText(),
  link: answerText(),
  name: answerText().nullish(),
  organisation: organisationRefSchema.nullish(),
});
export type Category = z.output<typeof categorySchema>;

/** Answer of `GET /category`. */
export const categoryListSchema = listOf(categorySchema);
export type CategoryList = z.output<typeof categoryListSchema>;
