import { describe, expect, it } from 'vitest';
import {
  dateLocaleOf,
  formatCalendarDate,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatInstantDate,
} from './format-date';

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

describe('issue 27: dates for European facilities (decision 263)', () => {
  const gb = { language: 'en', browserLocales: ['en-GB', 'en'] };
  const us = { language: 'en', browserLocales: ['en-US'] };
  const dutchBrowser = { language: 'en', browserLocales: ['nl-NL', 'nl'] };
  const noRegion = { language: 'en', browserLocales: ['en'] };
  const instant = new Date('2026-11-28T10:41:00Z');

  it('writes in the browser locale when its language is the one on screen', () => {
    expect(dateLocaleOf(gb)).toEqual({ locale: 'en-GB', own: true });
    expect(dateLocaleOf({ language: 'de', browserLocales: ['en-GB', 'de-AT'] })).toEqual({
      locale: 'de-AT',
      own: true,
    });
    expect(formatCalendarDate('2026-11-28', gb)).toBe('28/11/2026');
    expect(formatCalendarDate('2026-11-28', us)).toBe('11/28/2026');
    expect(formatCalendarDate('2026-11-28', { language: 'de', browserLocales: ['de-DE'] })).toBe(
      '28.11.2026',
    );
  });

  it('otherwise writes an unambiguous date with the month named, never 11/28/26', () => {
    expect(dateLocaleOf(dutchBrowser)).toEqual({ locale: 'en-GB', own: false });
    expect(formatCalendarDate('2026-11-28', dutchBrowser)).toBe('28 Nov 2026');
    expect(formatCalendarDate('2026-11-28', noRegion)).toBe('28 Nov 2026');
    expect(formatCalendarDate('2026-11-28', { language: 'en' })).toBe('28 Nov 2026');
    expect(formatCalendarDate('2026-11-28', { language: 'nl', browserLocales: ['en-GB'] })).toBe(
      '28 nov 2026',
    );
    expect(formatCalendarDate('2026-11-28', { language: 'en', browserLocales: ['?!'] })).toBe(
      '28 Nov 2026',
    );
  });

  it('writes times in the location zone and says which zone it is', () => {
    expect(formatDateTime(instant, gb, 'Europe/Amsterdam')).toBe(
      '28/11/2026, 11:41 (Europe/Amsterdam)',
    );
    expect(formatDateTime(instant, dutchBrowser, 'America/New_York')).toBe(
      '28 Nov 2026, 05:41 (America/New_York)',
    );
    expect(formatDateTime(instant, { language: 'de' }, 'Europe/Berlin')).toBe(
      '28. Nov. 2026, 11:41 (Europe/Berlin)',
    );
    expect(formatInstantDate('2026-11-28T23:30:00Z', gb, 'Europe/Amsterdam')).toBe('29/11/2026');
  });

  it('shows the year in a range whenever it crosses one or is not the current year', () => {
    const today = '2026-11-28';
    expect(formatDateRange('2026-12-01', '2026-12-06', gb, { today, weekday: true })).toBe(
      'Tue 1 Dec – Sun 6 Dec',
    );
    expect(formatDateRange('2025-12-01', '2026-10-31', gb, { today, weekday: true })).toBe(
      'Mon, 1 Dec 2025 – Sat, 31 Oct 2026',
    );
    expect(formatDateRange('2025-03-01', '2025-03-07', dutchBrowser, { today })).toBe(
      '1 Mar 2025 – 7 Mar 2025',
    );
    expect(formatDateRange('2026-11-28', '2026-11-28', us, { today })).toBe('Nov 28');
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => formatCalendarDate('28/11/2026', gb)).toThrow(RangeError);
  });
});
