import { describe, expect, it } from 'vitest';
import { filledDraft } from '../testing';
import {
  checkDraft,
  consentFields,
  emptyDraft,
  fieldInputId,
  firstInvalidPath,
  textFields,
} from './zoom-order-draft';

describe('SPEC 5 Zoom! Delivered: the draft is checked with the shared schema', () => {
  it('reports every required field of an empty draft by its i18n key', () => {
    const check = checkDraft(emptyDraft());
    expect(check.ok).toBe(false);
    for (const name of textFields) expect(check.errors[name], name).toBeDefined();
    for (const name of consentFields)
      expect(check.errors[name]?.key, name).toMatch(/^validation\./);
    expect(check.errors['products.0.id']).toBeDefined();
    expect(check.errors.first_name?.key).toBe('validation.required');
  });

  it('reports a too-short zip and an invalid e-mail', () => {
    const check = checkDraft({ ...filledDraft(), zip: '123', email: 'lea@' });
    expect(check.errors.zip?.key).toBe('validation.zip_too_short');
    expect(check.errors.email?.key).toBe('validation.email_invalid');
  });

  it('turns a valid draft into exactly the request body, trimmed', () => {
    const check = checkDraft({ ...filledDraft(), city: '  Lyon  ', email: ' lea@example.test ' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.request.city).toBe('Lyon');
    expect(check.request.email).toBe('lea@example.test');
    expect(check.request.products).toEqual([{ id: 'BF-002', quantity: 2 }]);
  });

  it('names the input of a dotted path', () => {
    expect(fieldInputId('products.0.quantity')).toBe('zoom-products-0-quantity');
  });
});

describe('focus order of errors', () => {
  it('names the first invalid field as the form shows it, not as the schema lists it', () => {
    const draft = { ...filledDraft(), products: [{ id: '', quantity: 1 }], phone: '' };
    const check = checkDraft(draft);
    expect(firstInvalidPath(draft, check.errors)).toBe('phone');
  });
});
