import { describe, expect, it } from 'vitest';
// Label dictionaries, read from source: a code without a label would show a raw key to the user.
import { consoleArea } from '../../i18n/src/locales/en/console.js';
import { contact } from '../../i18n/src/locales/en/contact.js';
import { professional } from '../../i18n/src/locales/en/professional.js';
import { contactPreferences, questionTypes } from './contact.js';
import {
  empTypes,
  newsletterOptions,
  roles,
  sources,
  sourcesForLanguage,
} from './profile-options.js';
import {
  reportFormats,
  reportIntervals,
  reportPeriods,
  reportTriggers,
} from './report-subscription-answers.js';
import { reportTypes } from './report-types.js';

function missingIn(labels: Record<string, unknown>, codes: readonly string[]): string[] {
  return codes.filter((code) => typeof labels[code] !== 'string');
}

describe('SPEC 3 Profile fields: every stored code has a label in the English dictionary', () => {
  it('lists 13 roles, 7 employment types and 9 sources', () => {
    expect([roles.length, empTypes.length, sources.length]).toEqual([13, 7, 9]);
  });

  it('finds a label for each role, employment type, source and newsletter choice', () => {
    expect(missingIn(professional.roles, roles)).toEqual([]);
    expect(missingIn(professional.emp_types, empTypes)).toEqual([]);
    expect(missingIn(professional.sources, sources)).toEqual([]);
    expect(missingIn(professional.newsletter, newsletterOptions)).toEqual([]);
  });

  it('offers BOOK and EDUCATION only in Dutch', () => {
    expect(sourcesForLanguage('nl')).toContain('BOOK');
    expect(sourcesForLanguage('fr')).not.toContain('EDUCATION');
  });
});

describe('SPEC 3 Report subscription: every code has a console label', () => {
  it('finds a label for each report type, interval, period, trigger and format', () => {
    expect(missingIn(consoleArea.report_types, reportTypes)).toEqual([]);
    expect(missingIn(consoleArea.intervals, reportIntervals)).toEqual([]);
    expect(missingIn(consoleArea.periods, reportPeriods)).toEqual([]);
    expect(missingIn(consoleArea.triggers, reportTriggers)).toEqual([]);
    expect(missingIn(consoleArea.formats, reportFormats)).toEqual([]);
  });
});

describe('SPEC 3 Contact form: question types and contact preferences have labels', () => {
  it('finds a label for each question type and contact preference', () => {
    expect(missingIn(contact.question_type, questionTypes)).toEqual([]);
    expect(missingIn(contact.preference, contactPreferences)).toEqual([]);
  });
});
