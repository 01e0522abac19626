import * as z from 'zod/mini';
import { miniAnswerText, miniEntityId, miniListOf, miniLooseObject } from './mini-schemas.js';

// The shop checks these answers before its first screen: zod/mini (decision 242).

/** The organisation an item of the catalogue belongs to (`organisation.id`, SPEC 3 Product). */
export const organisationRefSchema = miniLooseObject({ id: miniEntityId() });

/** A category (SPEC 3 Category); a product matches it by id, key or link (SPEC 4 Shop rules). */
export const categorySchema = miniLooseObject({
  id: miniEntityId(),
  key: miniAnswerText(),
  link: miniAnswerText(),
  name: z.nullish(miniAnswerText()),
  organisation: z.nullish(organisationRefSchema),
});
export type Category = z.output<typeof categorySchema>;

/** Answer of `GET /category`. */
export const categoryListSchema = miniListOf(categorySchema);
export type CategoryList = z.output<typeof categoryListSchema>;
