import { describe, expect, it } from 'vitest';
import { readableReportTypes } from '../components/ad-hoc-report';
import { subscriptionInput } from '../components/subscription-form';
import { fileNameOf, reportSearch } from './download-report';

describe('report downloads', () => {
  it('repeats location for a report over several locations', () => {
    expect(
      reportSearch({
        type: 'PEOPLECOUNTER_ENTERLEAVE',
        location: [3, 4],
        from: '2026-11-01',
        to: '2026-11-08',
        interval: 'D',
        format: 'csv',
      }),
    ).toBe(
      'type=PEOPLECOUNTER_ENTERLEAVE&location=3&location=4&from=2026-11-01&to=2026-11-08&interval=D&format=csv',
    );
  });

  it('asks for the report in the language on screen', () => {
    const search = reportSearch({
      type: 'PEOPLECOUNTER_ENTERLEAVE',
      location: 3,
      from: '2026-11-01',
      to: '2026-11-08',
      interval: 'D',
      format: 'pdf',
      lang: 'en',
    });
    expect(new URLSearchParams(search).get('lang')).toBe('en');
  });

  it('reads the file name of the Content-Disposition, UTF-8 form first', () => {
    expect(
      fileNameOf(
        `attachment; filename="Bibliotheek-Tiel.csv"; filename*=UTF-8''Biblioth%C3%A8que-Tiel.csv`,
        'x.csv',
      ),
    ).toBe('Bibliothèque-Tiel.csv');
    expect(fileNameOf('attachment; filename="a.pdf"', 'x.pdf')).toBe('a.pdf');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });

  it('never offers self-check report types to a level without self-check data', () => {
    expect(readableReportTypes(false).some((type) => type.startsWith('SELFCHECK_'))).toBe(false);
    expect(readableReportTypes(true).some((type) => type.startsWith('SELFCHECK_'))).toBe(true);
  });

  it('turns the subscription form into a body with numbers and without empty fields', () => {
    expect(
      subscriptionInput({ max_rows_in_email: '50', location_id: '7', end_date: '', paused: false }),
    ).toEqual({ max_rows_in_email: 50, location_id: 7, paused: false });
  });
});
