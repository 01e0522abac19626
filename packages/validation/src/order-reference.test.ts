import { describe, expect, it } from 'vitest';
import { validOrderCreateRequest } from '../test/fixtures.js';
import { fieldErrorsOf, keyOf } from '../test/helpers.js';
import { FORM_ERROR_PATH } from './field-errors.js';
import { orderCreateRequestSchema } from './order.js';
import {
  cleanOrderNote,
  ORDER_NOTE_MAX,
  orderNoteSchema,
  PO_NUMBER_MAX,
  poNumberSchema,
} from './order-reference.js';

describe('decision 246: the PO number', () => {
  it('takes letters, digits and the separators - / . _ # and space, trimmed, case kept', () => {
    for (const po of ['4500012345', 'PO-2026/0042', 'abc.def_1', 'Order #12 B', 'x']) {
      expect(poNumberSchema.parse(` ${po} `)).toBe(po);
    }
    expect(poNumberSchema.parse('A'.repeat(PO_NUMBER_MAX))).toBe('A'.repeat(PO_NUMBER_MAX));
  });

  it('refuses other characters, a separator at either end, and more than 35 characters', () => {
    for (const po of ['=SUM(A1)', '-12', 'PO-', 'PO:12', 'Bestellung Ä1', 'PO\t1', '', '#1']) {
      expect(keyOf(poNumberSchema, po, FORM_ERROR_PATH), po).toBe('validation.po_number_format');
    }
    expect(keyOf(poNumberSchema, 'A'.repeat(PO_NUMBER_MAX + 1), FORM_ERROR_PATH)).toBe(
      'validation.too_long',
    );
  });
});

describe('decision 246: the note for the brand', () => {
  it('keeps line breaks, drops invisible format characters, trailing spaces and blank-line runs', () => {
    expect(cleanOrderNote('  Dock 3  \r\n\r\n\r\n\r\nCall\u202e first\u200b \n')).toBe(
      'Dock 3\n\nCall first',
    );
    expect(cleanOrderNote('Cafe\u0301 <b>entrance</b>')).toBe('Café <b>entrance</b>');
  });

  it('parses to the clean text and measures the limit after cleaning', () => {
    expect(orderNoteSchema.parse('a\r\nb')).toBe('a\nb');
    expect(orderNoteSchema.safeParse(`${'x'.repeat(ORDER_NOTE_MAX)}\u200b\u200b`).success).toBe(
      true,
    );
    expect(keyOf(orderNoteSchema, 'x'.repeat(ORDER_NOTE_MAX + 1), FORM_ERROR_PATH)).toBe(
      'validation.too_long',
    );
  });

  it('refuses control characters other than tab and line breaks', () => {
    expect(keyOf(orderNoteSchema, 'a\u0007b', FORM_ERROR_PATH)).toBe(
      'validation.invalid_characters',
    );
  });
});

describe('decision 246: the order body carries both, optional', () => {
  it('accepts an order with neither, or with both', () => {
    expect(orderCreateRequestSchema.safeParse(validOrderCreateRequest).success).toBe(true);
    const parsed = orderCreateRequestSchema.parse({
      ...validOrderCreateRequest,
      po_number: ' PO-1 ',
      note: 'Back door\r\nplease',
    });
    expect(parsed).toMatchObject({ po_number: 'PO-1', note: 'Back door\nplease' });
  });

  it('names the field of a bad PO number or note', () => {
    const errors = fieldErrorsOf(orderCreateRequestSchema, {
      ...validOrderCreateRequest,
      po_number: 'PO=1',
      note: 'y'.repeat(ORDER_NOTE_MAX + 1),
    });
    expect(errors.po_number?.key).toBe('validation.po_number_format');
    expect(errors.note?.key).toBe('validation.too_long');
  });
});
