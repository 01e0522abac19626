import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCounted,
  localDateOf,
  localDayStart,
  localHourOf,
  nextLocalDate,
  wallTimeOf,
  zonedWallTimeToInstant,
} from './time.js';

const HOUR = 3_600_000;
const zones = ['Europe/Amsterdam', 'Europe/Berlin', 'America/New_York'] as const;
const instants = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) })
  .map((ms) => new Date(ms));

function dayLengthHours(localDate: string, timeZone: string): number {
  const start = localDayStart(localDate, timeZone).getTime();
  const end = localDayStart(nextLocalDate(localDate), timeZone).getTime();
  return (end - start) / HOUR;
}

describe('local days', () => {
  it('knows the start of ordinary and DST-change days', () => {
    expect(localDayStart('2026-01-15', 'Europe/Amsterdam').toISOString()).toBe(
      '2026-01-14T23:00:00.000Z',
    );
    expect(localDayStart('2026-07-15', 'Europe/Amsterdam').toISOString()).toBe(
      '2026-07-14T22:00:00.000Z',
    );
    expect(localDayStart('2026-03-29', 'Europe/Amsterdam').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(localDayStart('2026-10-25', 'Europe/Amsterdam').toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
    expect(localDayStart('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
  });

  it('has 23-hour spring and 25-hour autumn days', () => {
    expect(dayLengthHours('2026-03-29', 'Europe/Amsterdam')).toBe(23);
    expect(dayLengthHours('2026-10-25', 'Europe/Amsterdam')).toBe(25);
    expect(dayLengthHours('2026-03-29', 'Europe/Berlin')).toBe(23);
    expect(dayLengthHours('2026-10-25', 'Europe/Berlin')).toBe(25);
    expect(dayLengthHours('2026-03-08', 'America/New_York')).toBe(23);
    expect(dayLengthHours('2026-11-01', 'America/New_York')).toBe(25);
    expect(dayLengthHours('2026-06-01', 'America/New_York')).toBe(24);
  });

  it('starts a day whose midnight is skipped at the first instant it has', () => {
    // Santiago: clocks jumped from 2022-09-11 00:00 to 01:00 (UTC−4 → UTC−3).
    const start = localDayStart('2022-09-11', 'America/Santiago');
    expect(start.toISOString()).toBe('2022-09-11T04:00:00.000Z');
    expect(localHourOf(start, 'America/Santiago')).toEqual({ localDate: '2022-09-11', hour: 1 });
    expect(localDateOf(new Date(start.getTime() - 1000), 'America/Santiago')).toBe('2022-09-10');
  });

  it('maps the repeated and the skipped hour', () => {
    // 2026-10-25 02:30 Amsterdam happens twice: the earlier (CEST) instant is taken.
    const wall = { year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 };
    expect(zonedWallTimeToInstant(wall, 'Europe/Amsterdam').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(localHourOf(new Date('2026-10-25T01:30:00Z'), 'Europe/Amsterdam')).toEqual({
      localDate: '2026-10-25',
      hour: 2,
    });
    // 2026-03-29 02:30 Amsterdam does not exist: read with the winter offset (= 03:30 CEST).
    const skipped = { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 };
    expect(zonedWallTimeToInstant(skipped, 'Europe/Amsterdam').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('rejects unknown zones and impossible dates', () => {
    expect(() => localDateOf(new Date(), 'Europe/Atlantis')).toThrow(/Unknown IANA time zone/);
    expect(() => localDayStart('2026-02-30', 'Europe/Amsterdam')).toThrow(/calendar date/);
    expect(() => localDayStart('26-02-01', 'Europe/Amsterdam')).toThrow(/calendar date/);
  });

  it('property: every instant lies in the local day localDateOf names', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (t, zone) => {
        const day = localDateOf(t, zone);
        const start = localDayStart(day, zone).getTime();
        const end = localDayStart(nextLocalDate(day), zone).getTime();
        expect(start).toBeLessThanOrEqual(t.getTime());
        expect(t.getTime()).toBeLessThan(end);
        expect([23, 24, 25]).toContain((end - start) / HOUR);
        expect(localDateOf(new Date(start), zone)).toBe(day);
      }),
      { numRuns: 500 },
    );
  });

  it('property: DST days are exactly the 23- and 25-hour days, and each zone has one of each a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2039 }), fc.constantFrom(...zones), (year, zone) => {
        const lengths = new Map<number, number>();
        let day = `${year}-01-01`;
        while (day.startsWith(String(year))) {
          const hours = dayLengthHours(day, zone);
          lengths.set(hours, (lengths.get(hours) ?? 0) + 1);
          day = nextLocalDate(day);
        }
        expect(lengths.get(23)).toBe(1);
        expect(lengths.get(25)).toBe(1);
      }),
      { numRuns: 12 },
    );
  });

  it('property: localHourOf agrees with localDateOf and the hour is within the day', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (t, zone) => {
        const { localDate, hour } = localHourOf(t, zone);
        expect(localDate).toBe(localDateOf(t, zone));
        const sinceStart = t.getTime() - localDayStart(localDate, zone).getTime();
        // On a 25-hour day the hour after the repeated one is one real hour later than its label.
        expect(hour).toBeGreaterThanOrEqual(Math.floor(sinceStart / HOUR) - 1);
        expect(hour).toBeLessThanOrEqual(Math.floor(sinceStart / HOUR) + 1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isCounted', () => {
  const rules = {
    timeZone: 'Europe/Amsterdam',
    ignoreBefore: 8,
    ignoreAfter: 18,
    statsAvailableFrom: '2026-03-01',
  };

  it('counts local hours inside [ignoreBefore, ignoreAfter)', () => {
    expect(isCounted(new Date('2026-06-01T05:59:59Z'), rules)).toBe(false); // 07:59 local
    expect(isCounted(new Date('2026-06-01T06:00:00Z'), rules)).toBe(true); // 08:00
    expect(isCounted(new Date('2026-06-01T15:59:59Z'), rules)).toBe(true); // 17:59
    expect(isCounted(new Date('2026-06-01T16:00:00Z'), rules)).toBe(false); // 18:00
    expect(
      isCounted(new Date('2026-01-05T07:00:00Z'), { ...rules, statsAvailableFrom: null }),
    ).toBe(true); // 08:00 in winter
  });

  it('does not count before stats_available_from (a local date)', () => {
    expect(
      isCounted(new Date('2026-02-28T22:59:59Z'), {
        ...rules,
        ignoreBefore: null,
        ignoreAfter: null,
      }),
    ).toBe(false);
    expect(
      isCounted(new Date('2026-02-28T23:00:00Z'), {
        ...rules,
        ignoreBefore: null,
        ignoreAfter: null,
      }),
    ).toBe(true);
  });

  it('wraps a night window past midnight and treats null as open', () => {
    const night = { ...rules, ignoreBefore: 22, ignoreAfter: 6, statsAvailableFrom: null };
    expect(isCounted(new Date('2026-06-01T21:00:00Z'), night)).toBe(true); // 23:00
    expect(isCounted(new Date('2026-06-01T02:00:00Z'), night)).toBe(true); // 04:00
    expect(isCounted(new Date('2026-06-01T10:00:00Z'), night)).toBe(false); // 12:00
    const open = {
      timeZone: 'UTC',
      ignoreBefore: null,
      ignoreAfter: null,
      statsAvailableFrom: null,
    };
    expect(isCounted(new Date('2026-06-01T00:00:00Z'), open)).toBe(true);
    expect(isCounted(new Date('2026-06-01T23:59:59Z'), open)).toBe(true);
  });

  it('rejects impossible rules', () => {
    expect(() => isCounted(new Date(), { ...rules, ignoreBefore: 24 })).toThrow(/ignoreBefore/);
    expect(() => isCounted(new Date(), { ...rules, ignoreAfter: 0 })).toThrow(/ignoreAfter/);
    expect(() => isCounted(new Date(), { ...rules, statsAvailableFrom: '2026-13-01' })).toThrow(
      /calendar date/,
    );
  });
});

describe('cached local hours', () => {
  // Odd offsets and DST steps: +5:45, +12:45/+13:45, a 30-minute DST step, southern summer.
  const oddZones = [
    ...zones,
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'Australia/Lord_Howe',
    'America/Santiago',
    'Asia/Kolkata',
  ];

  it('property: localHourOf and localDateOf equal Intl for any instant, also next to DST changes', () => {
    // Instants spread over the years, and instants within a few hours of a DST change (March,
    // April, September, October, November) where a cached offset could be stale.
    const nearChanges = fc
      .record({
        year: fc.integer({ min: 2000, max: 2039 }),
        month: fc.constantFrom(2, 3, 8, 9, 10),
        day: fc.integer({ min: 1, max: 28 }),
        minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
        second: fc.integer({ min: 0, max: 59 }),
      })
      .map(
        ({ year, month, day, minute, second }) =>
          new Date(Date.UTC(year, month, day, 0, minute, second)),
      );
    fc.assert(
      fc.property(fc.oneof(instants, nearChanges), fc.constantFrom(...oddZones), (t, zone) => {
        const wall = wallTimeOf(t, zone);
        const date = `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
        expect(localHourOf(t, zone)).toEqual({ localDate: date, hour: wall.hour });
        expect(localDateOf(t, zone)).toBe(date);
      }),
      { numRuns: 3000 },
    );
  });

  it('every quarter hour of a year with DST changes has the hour Intl gives', () => {
    for (const zone of ['Europe/Amsterdam', 'Australia/Lord_Howe', 'America/Santiago']) {
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 15 * 60_000) {
        const t = new Date(ms);
        const wall = wallTimeOf(t, zone);
        const hour = localHourOf(t, zone);
        if (hour.hour !== wall.hour || Number(hour.localDate.slice(8)) !== wall.day) {
          expect({ zone, at: t.toISOString(), hour }).toEqual({ zone, at: t.toISOString(), wall });
        }
      }
    }
  });
});
