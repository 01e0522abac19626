import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

const date = new Date(Date.UTC(2026, 2, 5, 12));

describe('SPEC 4 availability: "available again on {{date}}" gets a localised date', () => {
  it('writes the date in the order and words of the locale', () => {
    expect(formatDate(date, 'de-DE', { dateStyle: 'long', timeZone: 'UTC' })).toBe('5. März 2026');
    expect(formatDate(date, 'en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe('5 March 2026');
  });

  it('uses the medium date style by default', () => {
    expect(formatDate(date.getTime(), 'fr-FR')).toBe('5 mars 2026');
  });
});
