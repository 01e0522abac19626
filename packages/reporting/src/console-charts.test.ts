import { describe, expect, it } from 'vitest';
import {
  chartWindowProblem,
  countSourcesOf,
  heatmapHours,
  isoWeekdayOf,
  previousWindow,
  weekdayHourAverages,
} from './console-charts';

describe('chartWindowProblem', () => {
  it('names `to` for an empty, reversed or too long window and `from` for an impossible date', () => {
    expect(chartWindowProblem({ from: '2026-06-01', to: '2026-07-02', limit: 'h' })).toBeNull();
    expect(chartWindowProblem({ from: '2026-06-01', to: '2026-07-03', limit: 'h' })).toEqual({
      field: 'to',
      key: 'validation.too_long',
    });
    expect(chartWindowProblem({ from: '2026-06-01', to: '2026-06-01', limit: 'D' })).toEqual({
      field: 'to',
      key: 'validation.end_before_start',
    });
    expect(chartWindowProblem({ from: '2026-02-30', to: '2026-03-02', limit: 'D' })?.field).toBe(
      'from',
    );
    expect(chartWindowProblem({ from: '1999-12-31', to: '2000-01-02', limit: 'D' })?.field).toBe(
      'from',
    );
    expect(
      chartWindowProblem({ from: '2025-01-01', to: '2026-01-01', limit: 'heatmap' }),
    ).toBeNull();
  });
});

describe('previousWindow', () => {
  it('steps back by the same number of days, or of whole months', () => {
    expect(previousWindow('2026-06-08', '2026-06-15', 'D')).toEqual({
      from: '2026-06-01',
      to: '2026-06-08',
    });
    expect(previousWindow('2026-03-01', '2026-05-01', 'M')).toEqual({
      from: '2026-01-01',
      to: '2026-03-01',
    });
    expect(previousWindow('2026-03-10', '2026-03-20', 'M')).toEqual({
      from: '2026-02-28',
      to: '2026-03-10',
    });
  });
});

describe('weekdayHourAverages', () => {
  it('numbers weekdays from Monday (0) and divides by the days of each weekday in the window', () => {
    expect(isoWeekdayOf('2026-06-15')).toBe(0); // a Monday
    expect(isoWeekdayOf('2026-06-21')).toBe(6); // a Sunday
    const out = weekdayHourAverages({
      from: '2026-06-01', // Monday
      to: '2026-06-15', // two full weeks
      rollups: [
        { localDate: '2026-06-01', hour: 9, metric: 'enter', value: 10 },
        { localDate: '2026-06-08', hour: 9, metric: 'enter', value: 5 },
        { localDate: '2026-06-08', hour: 9, metric: 'leave', value: 99 },
        { localDate: '2026-06-14', hour: 23, metric: 'enter', value: 3 },
        { localDate: '2026-06-15', hour: 9, metric: 'enter', value: 1000 },
      ],
    });
    expect(out.days_counted).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(out.cells).toHaveLength(7);
    expect(out.cells.every((row) => row.length === 24)).toBe(true);
    expect(out.cells[0]?.[9]).toBe(7.5);
    expect(out.cells[6]?.[23]).toBe(1.5);
    expect(out.cells.flat().reduce((a, b) => a + b, 0)).toBe(9);
  });
});

describe('countSourcesOf', () => {
  it("shows the sources of the location's devices, people counters first", () => {
    expect(countSourcesOf(['eco_gate'])).toEqual(['gate']);
    expect(countSourcesOf(['selfcheck', 'eco_gate', 'intenta'])).toEqual([
      'people_counter',
      'gate',
    ]);
    expect(countSourcesOf(['brickstream_people_counter'])).toEqual(['people_counter']);
  });

  it('adds a source that counted in the periods shown, and falls back to people counters', () => {
    expect(countSourcesOf(['intenta'], { gate: true })).toEqual(['people_counter', 'gate']);
    expect(countSourcesOf([], { gate: true, people_counter: false })).toEqual(['gate']);
    expect(countSourcesOf(['selfcheck'])).toEqual(['people_counter']);
    expect(countSourcesOf([])).toEqual(['people_counter']);
  });
});

describe('heatmapHours', () => {
  const empty = () => Array.from({ length: 7 }, () => new Array<number>(24).fill(0));

  it('shows the first to the last hour with counts, the hours between included', () => {
    const cells = empty();
    (cells[1] as number[])[9] = 3;
    (cells[5] as number[])[19] = 0.5;
    (cells[2] as number[])[13] = 7;
    expect(heatmapHours({ cells, ignoreBefore: 8, ignoreAfter: 21 })).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
  });

  it("without counts, shows the location's counted hours, else the whole day", () => {
    expect(heatmapHours({ cells: empty(), ignoreBefore: 8, ignoreAfter: 21 })).toEqual(
      Array.from({ length: 13 }, (_, index) => 8 + index),
    );
    expect(heatmapHours({ cells: empty(), ignoreBefore: null, ignoreAfter: null })).toHaveLength(
      24,
    );
    expect(heatmapHours({ cells: empty(), ignoreBefore: 22, ignoreAfter: null })).toEqual([22, 23]);
  });
});
