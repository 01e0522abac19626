import type { z } from 'zod';
import { cartLinesSchema } from './cart-line.js';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  integer,
  isoDateTime,
  listOf,
  looseObject,
  requiredText,
  strictObject,
} from './keyed-schemas.js';

// Saved carts (issue 15 "B2B ordering speed", decision 250): an office keeps named carts, its
// order templates, and loads one into the cart through the same limits as a quick order.

/** Most saved carts one office keeps. */
export const CART_TEMPLATE_MAX = 50;

/** A saved cart's name: required, trimmed, at most {@link fieldLimits.name} characters. */
export const cartTemplateNameSchema = requiredText(fieldLimits.name);

/**
 * Key of the field error when the office already has a saved cart of that name (names are
 * compared without case, after trimming): the API's 409 `cart_template_name_taken` names `name`.
 */
export const CART_TEMPLATE_NAME_TAKEN_KEY = 'validation.template_name_taken' as const;

/** The comparison of two saved carts' names: trimmed, without case (NFC, lower case). */
export function cartTemplateNameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/** Body of `POST /cart-template`: a name and the cart's lines (the cart check's bounds). */
export const cartTemplateCreateSchema = strictObject({
  name: cartTemplateNameSchema,
  lines: cartLinesSchema,
});
export type CartTemplateCreate = z.output<typeof cartTemplateCreateSchema>;

/** Body of `PUT /cart-template/:id`: the new name. */
export const cartTemplateRenameSchema = strictObject({ name: cartTemplateNameSchema });
export type CartTemplateRename = z.output<typeof cartTemplateRenameSchema>;

/** One saved cart in the office's list: who saved it and when, and how many lines it holds. */
export const cartTemplateSummarySchema = looseObject({
  id: integer(1),
  name: answerText(),
  line_count: integer(0),
  /** The name of the account that saved it (a professional of the office or a rep). */
  saved_by: answerText(),
  saved_at: isoDateTime(),
});
export type CartTemplateSummary = z.output<typeof cartTemplateSummarySchema>;

/** Answer of `GET /cart-template`: the office's saved carts, newest first. */
export const cartTemplateListSchema = looseObject({
  items: listOf(cartTemplateSummarySchema),
  /** How many saved carts an office may keep ({@link CART_TEMPLATE_MAX}). */
  max: integer(0),
});
export type CartTemplateList = z.output<typeof cartTemplateListSchema>;

/** Answer of `GET /cart-template/:id` and of its creation: the summary and the lines. */
export const cartTemplateSchema = looseObject({
  ...cartTemplateSummarySchema.shape,
  lines: listOf(looseObject({ id: answerText(), quantity: integer(1) })),
});
export type CartTemplate = z.output<typeof cartTemplateSchema>;
