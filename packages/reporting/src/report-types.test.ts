import {
  supportedReportTypes as SUPPORTED_REPORT_TYPE_CODES,
  unsupportedReportTypes as UNSUPPORTED_REPORT_TYPE_CODES,
} from '@careshop/validation';
import { describe, expect, it } from 'vitest';
import { parseReportType, type ReportType, reportTypes } from './report-types';

const supported = (code: string) => reportTypes[code as keyof typeof reportTypes] as ReportType;
const keys = (code: string) => supported(code).columns.map((column) => column.key);

describe('report types', () => {
  it('knows every SPEC 3 code, 14 supported and 2 not supported', () => {
    expect(Object.keys(reportTypes)).toHaveLength(16);
    for (const code of SUPPORTED_REPORT_TYPE_CODES) expect(reportTypes[code].supported).toBe(true);
    for (const code of UNSUPPORTED_REPORT_TYPE_CODES)
      expect(reportTypes[code]).toEqual({ code, supported: false });
  });

  it('maps each type to the rollup metrics it sums', () => {
    expect(supported('PEOPLECOUNTER_ENTERLEAVE').metrics).toEqual(['enter', 'leave']);
    expect(supported('GATESYSTEM_LEAVE').metrics).toEqual(['gate_leave']);
    expect(supported('SELFCHECK_CHECKPOUT').metrics).toEqual([
      'selfcheck_checkout_ok',
      'selfcheck_checkout_refused',
    ]);
    expect(supported('SELFCHECK_RENEWAL').metrics).toEqual([
      'selfcheck_renew_ok',
      'selfcheck_renew_refused',
    ]);
    expect(supported('SELFCHECK_PAYMENT').metrics).toEqual([
      'selfcheck_fee_paid_ok',
      'selfcheck_fee_paid_refused',
    ]);
    expect(supported('SELFCHECK_PATRONLOGON').metrics).toEqual([
      'selfcheck_patron_status_ok',
      'selfcheck_patron_info_ok',
      'selfcheck_patron_status_refused',
      'selfcheck_patron_info_refused',
    ]);
    expect(keys('SELFCHECK_PATRONLOGONCHECKPOUTCHECKINRENEWALPAYMENT')).toEqual([
      'patron_logon',
      'patron_logon_refused',
      'checkout',
      'checkout_refused',
      'checkin',
      'checkin_refused',
      'renewal',
      'renewal_refused',
      'payment',
      'payment_refused',
    ]);
  });

  it('alert types count occupancy alerts from enters and leaves, plus device alerts', () => {
    expect(keys('PEOPLECOUNTER_ENTERLEAVEALERT')).toEqual([
      'enter',
      'leave',
      'orange_alerts',
      'red_alerts',
      'device_alerts',
    ]);
    expect(supported('PEOPLECOUNTER_ALERT').alerts).toEqual({
      occupancy: ['orange', 'red'],
      deviceMetrics: ['alert_wrong_way', 'alert_device'],
    });
    expect(supported('PEOPLECOUNTER_ALERT').metrics).toEqual(
      expect.arrayContaining(['enter', 'leave']),
    );
    expect(supported('PEOPLECOUNTER_ENTER').alerts).toBeUndefined();
  });

  it('only self-check types need self-check access', () => {
    const needing = SUPPORTED_REPORT_TYPE_CODES.filter((code) => supported(code).needsSelfCheck);
    expect(needing).toEqual(
      SUPPORTED_REPORT_TYPE_CODES.filter((code) => code.startsWith('SELFCHECK_')),
    );
    expect(needing).toHaveLength(7);
  });

  it('parses the SPEC spelling, the corrected spelling and any case; refuses the rest with a reason', () => {
    expect(parseReportType('SELFCHECK_CHECKPOUT')).toMatchObject({
      kind: 'supported',
      type: { code: 'SELFCHECK_CHECKPOUT' },
    });
    expect(parseReportType(' selfcheck_checkout ')).toMatchObject({
      kind: 'supported',
      type: { code: 'SELFCHECK_CHECKPOUT' },
    });
    expect(parseReportType('SELFCHECK_PATRONLOGONCHECKOUT')).toMatchObject({
      type: { code: 'SELFCHECK_PATRONLOGONCHECKPOUT' },
    });
    expect(parseReportType('SELFCHECK_EAS_ERRORS')).toEqual({
      kind: 'not_supported',
      code: 'SELFCHECK_EAS_ERRORS',
    });
    expect(parseReportType('selfcheck_actions')).toEqual({
      kind: 'not_supported',
      code: 'SELFCHECK_ACTIONS',
    });
    expect(parseReportType('toString')).toEqual({ kind: 'unknown', code: 'toString' });
    expect(parseReportType('PEOPLECOUNTER')).toEqual({ kind: 'unknown', code: 'PEOPLECOUNTER' });
  });
});
