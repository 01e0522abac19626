import { describe, expect, it } from 'vitest';
import { validLocationForm } from '../test/fixtures.js';
import { fieldErrorsOf, keyOf } from '../test/helpers.js';
import { isIanaTimeZone, locationFormSchema } from './location.js';
import { promoFormSchema } from './promo.js';

describe('SPEC 5 Location: at least one optimal occupancy value needed to use indicators', () => {
  it('accepts thresholds with an optimal value', () => {
    expect(locationFormSchema.safeParse(validLocationForm).success).toBe(true);
  });

  it('reports validation.occupancy_required when a threshold is set and the optimal value is 0', () => {
    expect(
      keyOf(locationFormSchema, { ...validLocationForm, optimal_balance: 0 }, 'optimal_balance'),
    ).toBe('validation.occupancy_required');
    expect(
      keyOf(
        locationFormSchema,
        { ...validLocationForm, optimal_balance: 0, balance_orange: 0 },
        'optimal_balance',
      ),
    ).toBe('validation.occupancy_required');
  });

  it('reports it even when another field is wrong too', () => {
    const errors = fieldErrorsOf(locationFormSchema, {
      ...validLocationForm,
      name: '',
      optimal_balance: 0,
    });
    expect(errors.name?.key).toBe('validation.required');
    expect(errors.optimal_balance?.key).toBe('validation.occupancy_required');
  });
});

describe('SPEC 5 Location: 0 disables the indicator; orange below red (decision 195)', () => {
  it('accepts 0 everywhere (no indicator)', () => {
    const off = { ...validLocationForm, optimal_balance: 0, balance_orange: 0, balance_red: 0 };
    expect(locationFormSchema.safeParse(off).success).toBe(true);
  });

  it('accepts one threshold alone', () => {
    expect(locationFormSchema.safeParse({ ...validLocationForm, balance_orange: 0 }).success).toBe(
      true,
    );
    expect(locationFormSchema.safeParse({ ...validLocationForm, balance_red: 0 }).success).toBe(
      true,
    );
  });

  it('refuses orange at or above red on balance_red', () => {
    for (const orange of [100, 120]) {
      expect(
        keyOf(locationFormSchema, { ...validLocationForm, balance_orange: orange }, 'balance_red'),
      ).toBe('validation.invalid_value');
    }
  });

  it('rejects negative occupancy values and percentages above 1000', () => {
    expect(
      keyOf(locationFormSchema, { ...validLocationForm, balance_red: -5 }, 'balance_red'),
    ).toBe('validation.number_too_small');
    expect(
      keyOf(locationFormSchema, { ...validLocationForm, balance_red: 1001 }, 'balance_red'),
    ).toBe('validation.number_too_big');
  });
});

describe('SPEC 3 Location fields: time zone, ignore hours, contact e-mail', () => {
  it('rejects an unknown or misspelt time zone, an offset and an abbreviation', () => {
    for (const zone of ['Mars/Olympus', 'europe/amsterdam', '+01:00', 'CET', '']) {
      expect(isIanaTimeZone(zone), zone).toBe(false);
    }
    expect(
      keyOf(locationFormSchema, { ...validLocationForm, timeZone: 'Mars/Olympus' }, 'timeZone'),
    ).toBe('validation.invalid_value');
  });

  it('accepts IANA zones Intl lists, UTC, and aliases of listed zones', () => {
    for (const zone of ['Europe/Amsterdam', 'America/New_York', 'UTC', 'Europe/Kyiv']) {
      expect(isIanaTimeZone(zone), zone).toBe(true);
    }
  });

  it('takes ignore_before 0-23 and ignore_after 1-24, before < after', () => {
    const form = (ignore_before: number | null, ignore_after: number | null) => ({
      ...validLocationForm,
      ignore_before,
      ignore_after,
    });
    const hours = (before: number | null, after: number | null) =>
      fieldErrorsOf(locationFormSchema, form(before, after));
    expect(locationFormSchema.safeParse(form(0, 24)).success).toBe(true);
    expect(locationFormSchema.safeParse(form(null, 24)).success).toBe(true);
    expect(hours(24, null).ignore_before?.key).toBe('validation.number_too_big');
    expect(hours(5, 0).ignore_after?.key).toBe('validation.number_too_small');
    expect(hours(10, 10).ignore_after?.key).toBe('validation.invalid_value');
    expect(hours(12, 8).ignore_after?.key).toBe('validation.invalid_value');
  });

  it('accepts an empty contact e-mail but not a malformed one', () => {
    expect(locationFormSchema.safeParse({ ...validLocationForm, contact_email: '' }).success).toBe(
      true,
    );
    expect(
      keyOf(locationFormSchema, { ...validLocationForm, contact_email: 'x@' }, 'contact_email'),
    ).toBe('validation.email_invalid');
  });
});

describe('Promo dates', () => {
  it('refuses an end before the start on ends_on, accepts a one-day promo', () => {
    const promo = { title: 'Open day', starts_on: '2026-06-10', ends_on: '2026-06-09' };
    expect(keyOf(promoFormSchema, promo, 'ends_on')).toBe('validation.end_before_start');
    expect(promoFormSchema.safeParse({ ...promo, ends_on: '2026-06-10' }).success).toBe(true);
  });
});
