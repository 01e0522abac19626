import { localDateOf, localDayStart } from '@careshop/counting';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, maxDate } from './local-calendar';
import {
  type DuePeriod,
  duePeriods,
  endDateHasPassed,
  InvalidScheduleError,
  type Period,
  type ReportSchedule,
  type Trigger,
} from './schedule';

const ZONES = ['Europe/Amsterdam', 'Europe/Berlin', 'America/New_York'] as const;
const HOUR = 3_600_000;

/** A local wall time in `zone` as an instant (no DST gap at the hours used). */
function at(localDate: string, hour: number, zone: string): Date {
  return new Date(localDayStart(localDate, zone).getTime() + hour * HOUR);
}

function schedule(overrides: Partial<ReportSchedule>): ReportSchedule {
  return {
    trigger: 'D',
    period: 'D',
    startDate: null,
    endDate: null,
    lastSent: null,
    createdAt: null,
    ...overrides,
  };
}

const windows = (periods: DuePeriod[]) => periods.map((p) => `${p.from}..${p.to}`);

describe('duePeriods', () => {
  it('a Monday trigger sends the last ISO week, 167 hours long across the spring change', () => {
    const zone = 'Europe/Amsterdam';
    const [week, ...rest] = duePeriods(
      schedule({ trigger: '1', period: 'W', lastSent: localDayStart('2024-03-25', zone) }),
      zone,
      at('2024-04-01', 3, zone),
    );
    expect(rest).toEqual([]);
    expect(week).toMatchObject({ from: '2024-03-25', to: '2024-04-01', sendDate: '2024-04-01' });
    expect(
      (week as DuePeriod).toInstant.getTime() - (week as DuePeriod).fromInstant.getTime(),
    ).toBe(167 * HOUR);
  });

  it('the day clocks go back is 25 hours long (New York, first Sunday of November)', () => {
    const zone = 'America/New_York';
    const [day] = duePeriods(
      schedule({ lastSent: localDayStart('2024-11-03', zone) }),
      zone,
      at('2024-11-04', 2, zone),
    );
    expect(day).toMatchObject({ from: '2024-11-03', to: '2024-11-04' });
    expect((day as DuePeriod).toInstant.getTime() - (day as DuePeriod).fromInstant.getTime()).toBe(
      25 * HOUR,
    );
  });

  it('waits for the trigger day to start in the location, not in UTC', () => {
    const zone = 'America/New_York';
    const sub = schedule({
      trigger: 'M',
      period: 'M',
      lastSent: localDayStart('2024-03-01', zone),
    });
    // 2024-04-01T02:00Z is still March 31st in New York.
    expect(duePeriods(sub, zone, new Date('2024-04-01T02:00:00Z'))).toEqual([]);
    expect(windows(duePeriods(sub, zone, new Date('2024-04-01T05:00:00Z')))).toEqual([
      '2024-03-01..2024-04-01',
    ]);
  });

  it('after downtime each missed period is sent once, in order; a repeated run sends nothing', () => {
    const zone = 'Europe/Berlin';
    const sub = schedule({ lastSent: localDayStart('2024-10-25', zone) });
    const now = at('2024-10-29', 4, zone);
    const due = duePeriods(sub, zone, now);
    expect(windows(due)).toEqual([
      '2024-10-25..2024-10-26',
      '2024-10-26..2024-10-27',
      '2024-10-27..2024-10-28',
      '2024-10-28..2024-10-29',
    ]);
    expect(
      duePeriods({ ...sub, lastSent: (due.at(-1) as DuePeriod).sendInstant }, zone, now),
    ).toEqual([]);
  });

  it('a daily trigger with a weekly period sends each week once, on the Monday after it', () => {
    const zone = 'Europe/Amsterdam';
    const due = duePeriods(
      schedule({ trigger: 'D', period: 'W', lastSent: localDayStart('2024-01-01', zone) }),
      zone,
      at('2024-01-20', 3, zone),
    );
    expect(due.map((p) => [p.sendDate, p.from, p.to])).toEqual([
      ['2024-01-08', '2024-01-01', '2024-01-08'],
      ['2024-01-15', '2024-01-08', '2024-01-15'],
    ]);
  });

  it('never sent: only the latest complete period', () => {
    const zone = 'Europe/Amsterdam';
    expect(
      windows(duePeriods(schedule({ trigger: 'Y', period: 'Y' }), zone, at('2025-06-10', 3, zone))),
    ).toEqual(['2024-01-01..2025-01-01']);
  });

  it('start and end dates clip the periods; nothing is sent after the end', () => {
    const zone = 'Europe/Amsterdam';
    const sub = schedule({
      trigger: 'D',
      period: 'W',
      startDate: '2024-01-03',
      endDate: '2024-01-16',
      lastSent: localDayStart('2024-01-01', zone),
    });
    expect(windows(duePeriods(sub, zone, at('2024-03-01', 3, zone)))).toEqual([
      '2024-01-03..2024-01-08',
      '2024-01-08..2024-01-15',
      '2024-01-15..2024-01-17',
    ]);
  });

  it('a custom period runs from the start date up to the trigger day', () => {
    const zone = 'Europe/Amsterdam';
    const sub = schedule({
      trigger: '5',
      period: '-',
      startDate: '2024-01-01',
      lastSent: localDayStart('2024-01-05', zone),
    });
    expect(windows(duePeriods(sub, zone, at('2024-01-19', 3, zone)))).toEqual([
      '2024-01-01..2024-01-12',
      '2024-01-01..2024-01-19',
    ]);
  });

  it('a "-" trigger sends once, the day after the custom end date, then never again', () => {
    const zone = 'America/New_York';
    const sub = schedule({
      trigger: '-',
      period: '-',
      startDate: '2024-02-10',
      endDate: '2024-03-12',
    });
    expect(duePeriods(sub, zone, at('2024-03-12', 20, zone))).toEqual([]);
    const [once, ...rest] = duePeriods(sub, zone, at('2024-03-13', 1, zone));
    expect(rest).toEqual([]);
    expect(once).toMatchObject({ from: '2024-02-10', to: '2024-03-13', sendDate: '2024-03-13' });
    expect(
      duePeriods(
        { ...sub, lastSent: (once as DuePeriod).sendInstant },
        zone,
        at('2024-04-01', 1, zone),
      ),
    ).toEqual([]);
  });

  it('a "-" trigger without an end date sends at once, up to today', () => {
    const zone = 'Europe/Amsterdam';
    const due = duePeriods(
      schedule({ trigger: '-', period: '-', startDate: '2024-05-01' }),
      zone,
      at('2024-05-20', 9, zone),
    );
    expect(windows(due)).toEqual(['2024-05-01..2024-05-20']);
  });

  it('never sends a window that fell due before the subscription was created (issue 27)', () => {
    const zone = 'Europe/Amsterdam';
    // Created on 28 November with a window that ended on 1 February: that report is not sent.
    const created = at('2026-11-28', 11, zone);
    const sub = schedule({
      trigger: 'M',
      period: 'M',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      createdAt: created,
    });
    for (const now of [created, at('2026-12-01', 1, zone), at('2027-06-01', 1, zone)]) {
      expect(duePeriods(sub, zone, now)).toEqual([]);
    }
    // Without an end date the first window is the one due after the creation, on 1 December.
    const open = { ...sub, endDate: null };
    expect(duePeriods(open, zone, created)).toEqual([]);
    expect(windows(duePeriods(open, zone, at('2026-12-01', 1, zone)))).toEqual([
      '2026-11-01..2026-12-01',
    ]);
  });

  it('after downtime since its creation a subscription sends every window due since, once', () => {
    const zone = 'Europe/Berlin';
    const sub = schedule({ trigger: '1', period: 'W', createdAt: at('2026-11-04', 15, zone) });
    // Mondays 9, 16 and 23 November fell due after the creation; 2 November before it.
    expect(windows(duePeriods(sub, zone, at('2026-11-25', 3, zone)))).toEqual([
      '2026-11-02..2026-11-09',
      '2026-11-09..2026-11-16',
      '2026-11-16..2026-11-23',
    ]);
  });

  it("a subscription created during a trigger day sends that day's window (it is due all day)", () => {
    const zone = 'Europe/Amsterdam';
    const sub = schedule({ trigger: 'D', period: 'D', createdAt: at('2026-11-28', 13, zone) });
    expect(windows(duePeriods(sub, zone, at('2026-11-28', 13, zone)))).toEqual([
      '2026-11-27..2026-11-28',
    ]);
    // Created just before midnight: still that day's window, then the next day's.
    const late = { ...sub, createdAt: new Date(localDayStart('2026-11-29', zone).getTime() - 1) };
    expect(windows(duePeriods(late, zone, at('2026-11-29', 1, zone)))).toEqual([
      '2026-11-27..2026-11-28',
      '2026-11-28..2026-11-29',
    ]);
  });

  it('a "-" trigger whose day after the end date fell due before the creation is never sent', () => {
    const zone = 'Europe/Amsterdam';
    const sub = schedule({
      trigger: '-',
      period: '-',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      createdAt: at('2026-11-28', 11, zone),
    });
    expect(duePeriods(sub, zone, at('2026-11-29', 1, zone))).toEqual([]);
    // Without an end date it is due at once, when created.
    const once = { ...sub, endDate: null };
    expect(windows(duePeriods(once, zone, at('2026-11-28', 12, zone)))).toEqual([
      '2026-01-01..2026-11-28',
    ]);
  });

  it("an end date before the location's today has passed; today has not", () => {
    const zone = 'America/New_York';
    // 2026-11-28T03:00Z is still 27 November in New York.
    const now = new Date('2026-11-28T03:00:00Z');
    expect(endDateHasPassed('2026-11-26', zone, now)).toBe(true);
    expect(endDateHasPassed('2026-11-27', zone, now)).toBe(false);
    expect(endDateHasPassed('2026-11-27', 'Europe/Amsterdam', now)).toBe(true);
  });

  it('refuses a custom period without a start date and an end before the start', () => {
    const now = new Date('2024-05-01T00:00:00Z');
    expect(() => duePeriods(schedule({ period: '-' }), 'UTC', now)).toThrow(InvalidScheduleError);
    expect(() =>
      duePeriods(schedule({ startDate: '2024-05-02', endDate: '2024-05-01' }), 'UTC', now),
    ).toThrow(InvalidScheduleError);
    expect(() => duePeriods(schedule({ startDate: '2024-02-30' }), 'UTC', now)).toThrow(RangeError);
  });
});

// Triggers at least as frequent as their period: their windows tile time.
const TILING: [Trigger, Period][] = [
  ['D', 'D'],
  ['D', 'W'],
  ['D', 'M'],
  ['D', 'Y'],
  ['1', 'W'],
  ['0', 'W'],
  ['3', 'M'],
  ['M', 'M'],
  ['M', 'Y'],
  ['Y', 'Y'],
];
const ALL_TRIGGERS: Trigger[] = ['0', '1', '2', '3', '4', '5', '6', 'D', 'M', 'Y'];
const ALL_PERIODS: Period[] = ['D', 'W', 'M', 'Y', '-'];

/** Runs the schedule once a night at a random local hour from `first` for `nights` nights, skipping the down ones. */
function simulate(
  sub: ReportSchedule,
  zone: string,
  first: string,
  nights: number,
  down: (night: number) => boolean,
  hourOf: (night: number) => number,
): DuePeriod[] {
  const sent: DuePeriod[] = [];
  let lastSent = sub.lastSent;
  for (let night = 0; night < nights; night++) {
    if (night < nights - 1 && down(night)) continue; // the last night always runs
    const now = new Date(
      localDayStart(addDays(first, night), zone).getTime() + hourOf(night) * 900_000,
    );
    for (const period of duePeriods({ ...sub, lastSent }, zone, now)) {
      sent.push(period);
      lastSent = period.sendInstant;
    }
  }
  return sent;
}

const dateArb = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addDays('2023-01-01', offset));

describe('duePeriods properties (DST in Amsterdam, Berlin, New York)', () => {
  it('nightly runs with random downtime send the same periods as runs without, each exactly once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...ALL_TRIGGERS),
        fc.constantFrom(...ALL_PERIODS),
        dateArb,
        fc.integer({ min: 20, max: 120 }),
        fc.func(fc.boolean()),
        fc.func(fc.integer({ min: 0, max: 95 })),
        fc.option(fc.integer({ min: 0, max: 60 })),
        fc.option(fc.integer({ min: 0, max: 150 })),
        (zone, trigger, period, first, nights, down, hour, startOffset, endOffset) => {
          const startDate =
            period === '-'
              ? addDays(first, -(startOffset ?? 3))
              : startOffset === null
                ? null
                : addDays(first, startOffset);
          const endDate = endOffset === null ? null : addDays(startDate ?? first, endOffset);
          const sub = schedule({
            trigger,
            period,
            startDate,
            endDate,
            lastSent: localDayStart(first, zone),
          });
          const everyNight = simulate(
            sub,
            zone,
            addDays(first, 1),
            nights,
            () => false,
            () => 8,
          );
          const withDowntime = simulate(sub, zone, addDays(first, 1), nights, down, hour);
          expect(windows(withDowntime)).toEqual(windows(everyNight));
          expect(new Set(windows(withDowntime)).size).toBe(withDowntime.length);
          for (const p of withDowntime) {
            expect(p.from < p.to).toBe(true);
            expect(p.to <= p.sendDate).toBe(true);
            if (startDate !== null) expect(p.from >= startDate).toBe(true);
            if (endDate !== null) expect(p.to <= addDays(endDate, 1)).toBe(true);
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('from its creation, no window due before its day is sent, and downtime changes nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom<Trigger>(...ALL_TRIGGERS, '-'),
        fc.constantFrom(...ALL_PERIODS),
        dateArb,
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 20, max: 120 }),
        fc.func(fc.boolean()),
        fc.func(fc.integer({ min: 0, max: 95 })),
        fc.integer({ min: -400, max: 60 }),
        fc.option(fc.integer({ min: 0, max: 150 })),
        (zone, trigger, period, created, quarter, nights, down, hour, startOffset, endOffset) => {
          const createdAt = new Date(localDayStart(created, zone).getTime() + quarter * 900_000);
          const startDate = addDays(created, startOffset);
          const endDate =
            trigger === '-' // the API refuses an end date before the creation day
              ? addDays(maxDate(startDate, created), endOffset ?? 0)
              : endOffset === null
                ? null
                : addDays(startDate, endOffset);
          const sub = schedule({ trigger, period, startDate, endDate, createdAt });
          const everyNight = simulate(
            sub,
            zone,
            created,
            nights,
            () => false,
            () => quarter,
          );
          const withDowntime = simulate(sub, zone, created, nights, down, hour);
          expect(windows(withDowntime)).toEqual(windows(everyNight));
          expect(new Set(windows(withDowntime)).size).toBe(withDowntime.length);
          for (const p of withDowntime) expect(p.sendDate >= created).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('consecutive periods tile time without gaps or overlaps, in local dates and instants', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...TILING),
        dateArb,
        fc.integer({ min: 30, max: 400 }),
        fc.func(fc.boolean()),
        (zone, [trigger, period], first, nights, down) => {
          const sub = schedule({ trigger, period, lastSent: localDayStart(first, zone) });
          const sent = simulate(sub, zone, addDays(first, 1), nights, down, () => 10);
          for (let i = 1; i < sent.length; i++) {
            const before = sent[i - 1] as DuePeriod;
            const next = sent[i] as DuePeriod;
            expect(next.from).toBe(before.to);
            expect(next.fromInstant.getTime()).toBe(before.toInstant.getTime());
          }
          for (const p of sent) {
            expect(localDateOf(p.fromInstant, zone)).toBe(p.from);
            expect(localDateOf(new Date(p.toInstant.getTime() - 1), zone)).toBe(addDays(p.to, -1));
            const days = Math.round((Date.parse(p.to) - Date.parse(p.from)) / 86_400_000);
            const hours = (p.toInstant.getTime() - p.fromInstant.getTime()) / HOUR;
            expect(Math.abs(hours - days * 24)).toBeLessThanOrEqual(1);
          }
          // Nothing is left behind: the last complete period before the final night was sent.
          const last = sent.at(-1);
          const finalNight = addDays(first, nights);
          const latest = duePeriods(
            { ...sub, lastSent: null },
            zone,
            at(finalNight, 10, zone),
          )[0] as DuePeriod;
          if (last) expect(last.to).toBe(latest.to);
          else expect(latest.to <= first).toBe(true); // already covered by the first lastSent
        },
      ),
      { numRuns: 60 },
    );
  });
});
