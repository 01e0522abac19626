import type { z } from 'zod';
import { message, multilineString, strictObject, trimmedString } from './keyed-schemas.js';

// An order's purchase-order number and its note for the brand (issue 15, decision 246).

/** Longest purchase-order number: SAP's customer PO field (BSTKD) and EDIFACT's an..35. */
export const PO_NUMBER_MAX = 35;

/**
 * A purchase-order number: ASCII letters and digits, with space, `-`, `/`, `.`, `_` and `#` as
 * separators, starting and ending with a letter or digit. What ERP and EDI systems take as a
 * reference, and nothing a spreadsheet reads as a formula.
 */
export const PO_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ./_#-]*[A-Za-z0-9])?$/;

/** Longest note for the brand: a few delivery instructions, not a letter (decision 246). */
export const ORDER_NOTE_MAX = 500;

/** The optional PO number of an order, trimmed, kept in the case it was typed. */
export const poNumberSchema = trimmedString()
  .max(PO_NUMBER_MAX)
  .refine((value) => PO_NUMBER_PATTERN.test(value), message('validation.po_number_format'));

// Bidirectional embeddings, overrides and isolates, zero-width and other invisible format
// characters: they can make a note read differently from what it holds (decision 246).
const invisibleFormatting = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

/**
 * The note as it is stored and shown (decision 246): NFC, line breaks as `\n`, invisible format
 * characters removed, trailing spaces of each line dropped, no run of more than one empty line,
 * trimmed. Markup is kept as typed: every reader shows the note as text.
 */
export function cleanOrderNote(note: string): string {
  return note
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(invisibleFormatting, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The optional note for the brand: several lines allowed, control characters refused (like every
 * text), cleaned by {@link cleanOrderNote}; at most {@link ORDER_NOTE_MAX} characters once clean.
 */
export const orderNoteSchema = multilineString().overwrite(cleanOrderNote).max(ORDER_NOTE_MAX);

/**
 * The order's reference fields, both optional: the part of the order body the checkout's payment
 * step asks for and checks before the review (decision 247).
 */
export const orderReferenceSchema = strictObject({
  /** The office's purchase-order number, if it uses them. */
  po_number: poNumberSchema.optional(),
  /** A note for the brand, e.g. delivery instructions. */
  note: orderNoteSchema.optional(),
});
export type OrderReference = z.output<typeof orderReferenceSchema>;
