import { describe, expect, it } from 'vitest';
import {
  type DateInputPattern,
  dateInputPattern,
  formatDateInput,
  ISO_DATE_INPUT,
  parseDateInput,
} from './date-input';

const en = (...browserLocales: string[]) => ({ language: 'en', browserLocales });
const gb = dateInputPattern(en('en-GB', 'en'));
const us = dateInputPattern(en('en-US'));
const de = dateInputPattern({ language: 'de', browserLocales: ['de-DE'] });
const nl = dateInputPattern({ language: 'nl', browserLocales: ['nl-NL'] });

describe('issue 27: date fields typed in the reader’s order (decision 263)', () => {
  it('reads the field order and separator of the browser locale that matches the language', () => {
    expect(gb.text).toBe('dd/mm/yyyy');
    expect(de.text).toBe('dd.mm.yyyy');
    expect(dateInputPattern({ language: 'fr', browserLocales: ['fr-FR'] }).text).toBe('dd/mm/yyyy');
    expect(nl.text).toBe('dd-mm-yyyy');
    expect(us).toEqual({ order: ['month', 'day', 'year'], separator: '/', text: 'mm/dd/yyyy' });
    expect(dateInputPattern({ language: 'hu', browserLocales: ['hu-HU'] }).text).toBe('yyyy.mm.dd');
    expect(dateInputPattern({ language: 'ar', browserLocales: ['ar-EG'] }).text).toBe('dd/mm/yyyy');
    expect(dateInputPattern({ language: 'fa', browserLocales: ['fa-IR'] }).order).toEqual([
      'year',
      'month',
      'day',
    ]);
  });

  it('types ISO yyyy-mm-dd when no browser locale matches the language on screen', () => {
    expect(dateInputPattern(en('de-DE', 'nl-NL'))).toEqual(ISO_DATE_INPUT);
    expect(dateInputPattern(en('en'))).toEqual(ISO_DATE_INPUT);
    expect(dateInputPattern(en())).toEqual(ISO_DATE_INPUT);
    expect(ISO_DATE_INPUT.text).toBe('yyyy-mm-dd');
  });

  it('writes an ISO date in the pattern, and leaves other text as it is', () => {
    expect(formatDateInput('2026-11-21', gb)).toBe('21/11/2026');
    expect(formatDateInput('2026-11-21', us)).toBe('11/21/2026');
    expect(formatDateInput('2026-11-21', de)).toBe('21.11.2026');
    expect(formatDateInput('2026-11-21', nl)).toBe('21-11-2026');
    expect(formatDateInput('2026-11-21', ISO_DATE_INPUT)).toBe('2026-11-21');
    expect(formatDateInput('', gb)).toBe('');
    expect(formatDateInput('21/11', gb)).toBe('21/11');
  });

  it.each<[string, DateInputPattern, string | null]>([
    ['21/11/2026', gb, '2026-11-21'],
    ['1/2/2026', gb, '2026-02-01'],
    [' 01/12/2025 ', gb, '2025-12-01'],
    ['21.11.2026', gb, '2026-11-21'],
    ['11/21/2026', us, '2026-11-21'],
    ['21/11/2026', us, null],
    ['21.11.2026', de, '2026-11-21'],
    ['21-11-2026', nl, '2026-11-21'],
    ['2026-11-21', gb, '2026-11-21'],
    ['2026-11-21', us, '2026-11-21'],
    ['2026-11-21', de, '2026-11-21'],
    ['2026-11-21', nl, '2026-11-21'],
    ['2026-11-21', ISO_DATE_INPUT, '2026-11-21'],
    ['21/11/2026', ISO_DATE_INPUT, null],
    ['31/02/2026', gb, null],
    ['29/02/2026', gb, null],
    ['29/02/2028', gb, '2028-02-29'],
    ['2026-02-31', gb, null],
    ['31/04/2026', gb, null],
    ['00/01/2026', gb, null],
    ['01/13/2026', gb, null],
    ['21/11/26', gb, null],
    ['21/11', gb, null],
    ['', gb, null],
    ['tomorrow', gb, null],
    ['21/11/2026/1', gb, null],
  ])('reads %j as %s', (text, pattern, expected) => {
    expect(parseDateInput(text, pattern)).toBe(expected);
  });

  it('reads back every date it writes, in every pattern (round trip)', () => {
    const patterns = [gb, us, de, nl, ISO_DATE_INPUT];
    const start = Date.UTC(1999, 0, 1);
    const day = 24 * 60 * 60 * 1000;
    // Every day of 1999–2030 (leap years, month ends), plus the ends of the four-digit years.
    const dates = ['0001-01-01', '9999-12-31'];
    for (let time = start; time <= Date.UTC(2030, 11, 31); time += day) {
      dates.push(new Date(time).toISOString().slice(0, 10));
    }
    for (const pattern of patterns) {
      for (const iso of dates) {
        expect(parseDateInput(formatDateInput(iso, pattern), pattern)).toBe(iso);
      }
    }
  });
});
