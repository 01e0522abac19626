import { describe, expect, it } from 'vitest';
import { validZoomOrderRequest } from '../test/fixtures.js';
import { fieldErrorsOf, keyOf } from '../test/helpers.js';
import {
  zoomDeliveryReference,
  zoomOrderListResponseSchema,
  zoomOrderRequestSchema,
  zoomOrderSchema,
} from './zoom-order.js';

describe('SPEC 5 Zoom! Delivered: a complete order is accepted', () => {
  it('accepts the valid order', () => {
    expect(zoomOrderRequestSchema.parse(validZoomOrderRequest)).toEqual(validZoomOrderRequest);
  });
});

describe('SPEC 5 Zoom! Delivered: product required', () => {
  it('reports an empty product list with validation.product_required', () => {
    expect(
      keyOf(zoomOrderRequestSchema, { ...validZoomOrderRequest, products: [] }, 'products'),
    ).toBe('validation.product_required');
  });

  it('reports a zero quantity on the product line', () => {
    const errors = fieldErrorsOf(zoomOrderRequestSchema, {
      ...validZoomOrderRequest,
      products: [{ id: 'A', quantity: 0 }],
    });
    expect(errors['products.0.quantity']).toEqual({
      key: 'validation.number_too_small',
      params: { min: 1 },
    });
  });
});

describe('SPEC 5 Zoom! Delivered: address, scanner, patient and contact fields required', () => {
  it('reports every missing text field as required', () => {
    const errors = fieldErrorsOf(zoomOrderRequestSchema, {
      ...validZoomOrderRequest,
      first_name: '',
      last_name: '',
      street: '',
      number: '',
      city: '',
      state: '',
      scanner_type: '',
      patient_scan_id: '',
      email: '',
      phone: '',
    });
    for (const field of [
      'first_name',
      'last_name',
      'street',
      'number',
      'city',
      'state',
      'scanner_type',
      'patient_scan_id',
      'email',
      'phone',
    ]) {
      expect(errors[field]?.key).toBe('validation.required');
    }
  });

  it('reports an invalid e-mail', () => {
    expect(
      keyOf(zoomOrderRequestSchema, { ...validZoomOrderRequest, email: 'jane' }, 'email'),
    ).toBe('validation.email_invalid');
  });
});

describe('SPEC 5 Zoom! Delivered: zip required, with a too-short check', () => {
  it('reports an empty zip as required', () => {
    expect(keyOf(zoomOrderRequestSchema, { ...validZoomOrderRequest, zip: ' ' }, 'zip')).toBe(
      'validation.required',
    );
  });

  it('reports a 4-character zip as too short', () => {
    expect(keyOf(zoomOrderRequestSchema, { ...validZoomOrderRequest, zip: '1000' }, 'zip')).toBe(
      'validation.zip_too_short',
    );
  });

  it('accepts a ZIP+4 code', () => {
    expect(
      zoomOrderRequestSchema.safeParse({ ...validZoomOrderRequest, zip: '10001-1234' }).success,
    ).toBe(true);
  });
});

describe('SPEC 5 Zoom! Delivered: both informed consents, terms, net terms and confirmation accepted', () => {
  it('reports each unticked box with its key', () => {
    const errors = fieldErrorsOf(zoomOrderRequestSchema, {
      ...validZoomOrderRequest,
      informed_consent_practice: false,
      informed_consent_patient: false,
      net_terms: false,
      terms: false,
      confirm_correct: false,
    });
    expect(errors.informed_consent_practice?.key).toBe('validation.consent_required');
    expect(errors.informed_consent_patient?.key).toBe('validation.consent_required');
    expect(errors.net_terms?.key).toBe('validation.accept_required');
    expect(errors.terms?.key).toBe('validation.accept_required');
    expect(errors.confirm_correct?.key).toBe('validation.accept_required');
  });
});

describe('Zoom! Delivered orders placed (SPEC 7 "not shown", ours): answer and list', () => {
  const placed = {
    id: 'Z-1',
    created: '2025-03-01T10:00:00+01:00',
    status: 'processed',
    products: [{ id: 'SCF123/45', quantity: 2 }],
    first_name: 'Jane',
  };

  it('accepts a placed order and a page of them', () => {
    expect(zoomOrderSchema.safeParse(placed).success).toBe(true);
    expect(
      zoomOrderListResponseSchema.safeParse({
        items: [placed],
        page: 1,
        rows_per_page: 10,
        total: 1,
      }).success,
    ).toBe(true);
  });

  it('rejects a placed order without a creation time', () => {
    expect(keyOf(zoomOrderSchema, { ...placed, created: undefined }, 'created')).toBe(
      'validation.required',
    );
  });
});

describe('Zoom! Delivered delivery reference', () => {
  it('pads the order id to six digits behind ZD-', () => {
    expect(zoomDeliveryReference(42)).toBe('ZD-000042');
    expect(zoomDeliveryReference(1234567)).toBe('ZD-1234567');
  });

  it('passes the reference of a placed order through the answer schema', () => {
    const order = zoomOrderSchema.parse({
      id: 7,
      reference: 'ZD-000007',
      created: '2026-06-15T10:00:00.000Z',
      status: 'in_process',
      products: [{ id: 'BF-002', quantity: 1 }],
    });
    expect(order.reference).toBe('ZD-000007');
  });
});
