import { describe, expect, it } from 'vitest';
import { validReportSubscriptionForm } from '../test/fixtures.js';
import { keyOf } from '../test/helpers.js';
import {
  reportQuerySchema,
  reportSubscriptionFormSchema,
  reportSubscriptionPatchSchema,
} from './report-subscription.js';
import { reportSubscriptionSchema } from './report-subscription-answers.js';
import {
  isReportTypeSupported,
  normalReportTypeCode,
  reportTypes,
  supportedReportTypes,
} from './report-types.js';

const form = validReportSubscriptionForm;

describe('SPEC 3 Report subscription: recipient, interval, period, trigger, dates, format, type', () => {
  it('accepts a weekly xlsx report sent on Mondays', () => {
    expect(reportSubscriptionFormSchema.safeParse(form).success).toBe(true);
  });

  it('accepts every trigger 0-6, D, M, Y', () => {
    for (const trigger of ['0', '1', '2', '3', '4', '5', '6', 'D', 'M', 'Y']) {
      expect(reportSubscriptionFormSchema.safeParse({ ...form, trigger }).success).toBe(true);
    }
  });

  it('rejects a trigger of 7, an interval W and a format docx', () => {
    expect(keyOf(reportSubscriptionFormSchema, { ...form, trigger: '7' }, 'trigger')).toBe(
      'validation.invalid_value',
    );
    expect(keyOf(reportSubscriptionFormSchema, { ...form, interval: 'W' }, 'interval')).toBe(
      'validation.invalid_value',
    );
    expect(keyOf(reportSubscriptionFormSchema, { ...form, format: 'docx' }, 'format')).toBe(
      'validation.invalid_value',
    );
  });

  it('rejects an invalid recipient address', () => {
    expect(keyOf(reportSubscriptionFormSchema, { ...form, recipient: 'me' }, 'recipient')).toBe(
      'validation.email_invalid',
    );
  });

  it('rejects an impossible start date', () => {
    expect(
      keyOf(reportSubscriptionFormSchema, { ...form, start_date: '2025-02-30' }, 'start_date'),
    ).toBe('validation.date_invalid');
  });
});

describe('SPEC 3 Report subscription: end date after start; trigger - is one-time with an end date', () => {
  it('reports an end date on or before the start date', () => {
    for (const end_date of ['2025-01-06', '2024-12-31']) {
      expect(keyOf(reportSubscriptionFormSchema, { ...form, end_date }, 'end_date')).toBe(
        'validation.end_before_start',
      );
    }
  });

  it('accepts an end date after the start date', () => {
    expect(
      reportSubscriptionFormSchema.safeParse({ ...form, end_date: '2025-01-07' }).success,
    ).toBe(true);
  });

  it('requires an end date for a one-time (trigger -) report', () => {
    expect(keyOf(reportSubscriptionFormSchema, { ...form, trigger: '-' }, 'end_date')).toBe(
      'validation.required',
    );
  });
});

describe('SPEC 3 Report types: SELFCHECK_EAS_ERRORS and SELFCHECK_ACTIONS are not supported', () => {
  it('lists 14 supported and 16 known types', () => {
    expect(supportedReportTypes).toHaveLength(14);
    expect(reportTypes).toHaveLength(16);
  });

  it('rejects the unsupported types in the form with their own key', () => {
    for (const report_type of ['SELFCHECK_EAS_ERRORS', 'SELFCHECK_ACTIONS']) {
      expect(isReportTypeSupported(report_type)).toBe(false);
      expect(keyOf(reportSubscriptionFormSchema, { ...form, report_type }, 'report_type')).toBe(
        'validation.report_type_unsupported',
      );
    }
  });

  it('still reads a stored subscription of an unsupported type', () => {
    const stored = { ...form, id: 1, report_type: 'SELFCHECK_ACTIONS', lastsent: null };
    expect(reportSubscriptionSchema.safeParse(stored).success).toBe(true);
  });
});

describe('decision 201: SELFCHECK_CHECKOUT in any case is read as SELFCHECK_CHECKPOUT (issue 27)', () => {
  it('normalises the spelling and the letter case, and nothing else', () => {
    expect(normalReportTypeCode(' selfcheck_checkout ')).toBe('SELFCHECK_CHECKPOUT');
    expect(normalReportTypeCode('SELFCHECK_PATRONLOGONCHECKOUTCHECKINRENEWALPAYMENT')).toBe(
      'SELFCHECK_PATRONLOGONCHECKPOUTCHECKINRENEWALPAYMENT',
    );
    for (const code of reportTypes) {
      expect(normalReportTypeCode(code)).toBe(code);
      expect(normalReportTypeCode(code.toLowerCase())).toBe(code);
    }
  });

  it('the form, the patch and the download take both spellings in any case and give the stored code', () => {
    for (const spelling of ['SELFCHECK_CHECKOUT', 'selfcheck_checkout', 'Selfcheck_Checkpout']) {
      expect(
        reportSubscriptionFormSchema.parse({ ...form, report_type: spelling }).report_type,
      ).toBe('SELFCHECK_CHECKPOUT');
      expect(reportSubscriptionPatchSchema.parse({ report_type: spelling }).report_type).toBe(
        'SELFCHECK_CHECKPOUT',
      );
      const query = { type: spelling, location: '1', from: '2026-01-01', to: '2026-01-02' };
      expect(reportQuerySchema.parse({ ...query, interval: 'D', format: 'csv' }).type).toBe(
        'SELFCHECK_CHECKPOUT',
      );
    }
    expect(
      keyOf(reportSubscriptionFormSchema, { ...form, report_type: 'CHECKOUT' }, 'report_type'),
    ).toBe('validation.invalid_value');
    expect(keyOf(reportSubscriptionFormSchema, { ...form, report_type: 7 }, 'report_type')).toBe(
      'validation.invalid_value',
    );
    expect(
      keyOf(
        reportSubscriptionFormSchema,
        { ...form, report_type: 'selfcheck_actions' },
        'report_type',
      ),
    ).toBe('validation.report_type_unsupported');
  });
});
