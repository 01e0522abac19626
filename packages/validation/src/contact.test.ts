import { describe, expect, it } from 'vitest';
import { validQuestionRequest } from '../test/fixtures.js';
import { fieldErrorsOf, keyOf } from '../test/helpers.js';
import { questionRequestSchema } from './contact.js';

describe('SPEC 5 Contact: name, company, e-mail, phone, message and question type required', () => {
  it('accepts a complete question, office name optional', () => {
    expect(questionRequestSchema.safeParse(validQuestionRequest).success).toBe(true);
    expect(
      questionRequestSchema.safeParse({ ...validQuestionRequest, office_name: 'Office 2' }).success,
    ).toBe(true);
  });

  it('reports each missing required field as required', () => {
    const errors = fieldErrorsOf(questionRequestSchema, {});
    for (const field of [
      'name',
      'company',
      'email',
      'phone',
      'message',
      'question_type',
      'contact_preference',
    ]) {
      expect(errors[field]?.key).toBe('validation.required');
    }
    expect(errors.office_name).toBeUndefined();
  });

  it('reports a whitespace-only message as required', () => {
    expect(
      keyOf(questionRequestSchema, { ...validQuestionRequest, message: ' \n ' }, 'message'),
    ).toBe('validation.required');
  });
});

describe('SPEC 5: e-mail is trimmed before question submission and must be valid', () => {
  it('trims and validates the e-mail', () => {
    expect(questionRequestSchema.parse({ ...validQuestionRequest, email: ' a@b.nl ' }).email).toBe(
      'a@b.nl',
    );
    expect(keyOf(questionRequestSchema, { ...validQuestionRequest, email: 'a@b' }, 'email')).toBe(
      'validation.email_invalid',
    );
  });
});

describe('SPEC 3 Contact form: question type and contact preference come from fixed lists', () => {
  it('accepts every question type of SPEC 3', () => {
    for (const question_type of ['checkout', 'order', 'account', 'backorder', 'website', 'other']) {
      expect(
        questionRequestSchema.safeParse({ ...validQuestionRequest, question_type }).success,
      ).toBe(true);
    }
  });

  it('rejects an unknown question type and a contact preference other than email or call', () => {
    const errors = fieldErrorsOf(questionRequestSchema, {
      ...validQuestionRequest,
      question_type: 'billing',
      contact_preference: 'letter',
    });
    expect(errors.question_type?.key).toBe('validation.invalid_value');
    expect(errors.contact_preference?.key).toBe('validation.invalid_value');
  });

  it('rejects an oversized message with {max}', () => {
    const errors = fieldErrorsOf(questionRequestSchema, {
      ...validQuestionRequest,
      message: 'x'.repeat(5001),
    });
    expect(errors.message).toEqual({ key: 'validation.too_long', params: { max: 5000 } });
  });
});
