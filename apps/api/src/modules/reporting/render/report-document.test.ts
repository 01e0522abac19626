import { describe, expect, it } from 'vitest';
import { reportFileName } from './report-document.js';

describe('reportFileName', () => {
  it('is <type>_<location>_<from>_<to>.<ext> with unsafe characters folded, letters of any script kept', () => {
    expect(
      reportFileName({
        type: 'SELFCHECK_CHECKPOUT',
        location: 'Łódź Biblioteka',
        from: '2024-03-01',
        to: '2024-03-31',
        format: 'xlsx',
      }),
    ).toBe('SELFCHECK_CHECKPOUT_Łódź-Biblioteka_2024-03-01_2024-03-31.xlsx');
    expect(
      reportFileName({
        type: 'GATESYSTEM_ENTER',
        location: '../../etc/"passwd"\r\n',
        from: '2024-01-01',
        to: '2024-01-02',
        format: 'csv',
      }),
    ).toBe('GATESYSTEM_ENTER_etc-passwd_2024-01-01_2024-01-02.csv');
    expect(reportFileName({ type: 'X', location: '***', from: 'a', to: 'b', format: 'pdf' })).toBe(
      'X_report_a_b.pdf',
    );
  });
});
