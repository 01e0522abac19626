import { ApiError } from '@careshop/api-client';
import { createI18n } from '@careshop/i18n';
import { type MemberSpending, memberLimitBodySchema, toFieldErrors } from '@careshop/validation';
import { describe, expect, it } from 'vitest';
import { limitBody, limitFormValues, spendingTexts, teamFailure } from './member-limit';

// Staff edit a member's limit with the API's own schema (decision 330): "No limit" is a choice,
// an amount is typed in the office's currency, and no limit is never shown as exceeded.

const spending = (over: Partial<MemberSpending> = {}): MemberSpending => ({
  limit_cents: 50_000,
  period: 'month',
  approval_threshold_cents: null,
  spent_cents: 12_550,
  remaining_cents: 37_450,
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
  currency: 'EUR',
  ...over,
});

const en = createI18n({ locale: 'en' }).t;

describe('the member limit form', () => {
  it('sends a stored limit back unchanged, amounts typed in the language (de)', () => {
    const values = limitFormValues(
      spending({ limit_cents: 50_000, period: 'quarter', approval_threshold_cents: 10_050 }),
      'de',
    );
    expect(values).toEqual({
      no_limit: false,
      limit_cents: '500,00',
      period: 'quarter',
      approval_threshold_cents: '100,50',
    });
    expect(memberLimitBodySchema.parse(limitBody(values, 'EUR', 'de'))).toEqual({
      limit_cents: 50_000,
      period: 'quarter',
      approval_threshold_cents: 10_050,
    });
  });

  it('"No limit" is a real choice: null, whatever amount was typed; no threshold is null too', () => {
    const values = limitFormValues(spending({ limit_cents: null, remaining_cents: null }), 'en');
    expect(values.no_limit).toBe(true);
    expect(
      memberLimitBodySchema.parse(limitBody({ ...values, limit_cents: '300' }, 'EUR', 'en')),
    ).toEqual({ limit_cents: null, period: 'month', approval_threshold_cents: null });
  });

  it('names an empty or wrong amount on its field, as the server would', () => {
    const empty = memberLimitBodySchema.safeParse(
      limitBody({ no_limit: false, limit_cents: ' ', period: 'year' }, 'EUR', 'en'),
    );
    expect(Object.keys(toFieldErrors(empty.error ?? { issues: [] }))).toEqual(['limit_cents']);
    const wrong = memberLimitBodySchema.safeParse(
      limitBody(
        {
          no_limit: false,
          limit_cents: 'ten euros',
          period: 'year',
          approval_threshold_cents: '-5',
        },
        'EUR',
        'en',
      ),
    );
    expect(Object.keys(toFieldErrors(wrong.error ?? { issues: [] })).sort()).toEqual([
      'approval_threshold_cents',
      'limit_cents',
    ]);
  });
});

describe('the team table: limit, spending and what is left', () => {
  it('shows a limit per period, the threshold, the spending and what is left', () => {
    expect(spendingTexts(en, spending({ approval_threshold_cents: 10_000 }), 'en')).toEqual({
      limit: '€500.00 per month',
      threshold: 'Approval above €100.00 per order',
      spent: '€125.50',
      left: '€374.50',
      exhausted: false,
    });
  });

  it('never shows "No limit" as exceeded, however much was spent', () => {
    const texts = spendingTexts(
      en,
      spending({ limit_cents: null, remaining_cents: null, spent_cents: 9_999_999 }),
      'en',
    );
    expect(texts).toMatchObject({ limit: 'No limit', left: 'No limit', exhausted: false });
  });

  it('says when a limit is used up', () => {
    const texts = spendingTexts(en, spending({ spent_cents: 60_000, remaining_cents: 0 }), 'en');
    expect(texts).toMatchObject({ left: '€0.00', exhausted: true });
  });
});

describe('a refused change, in the reader’s language', () => {
  const lastAdmin = new ApiError('conflict', 'Last admin', {
    status: 409,
    body: { success: false, code: 'last_admin', message: 'The office keeps one administrator' },
  });

  it.each(['en', 'de', 'fr', 'es', 'nl', 'it'])('last_admin in %s', (language) => {
    const { t } = createI18n({ locale: language });
    const text = teamFailure(t, lastAdmin);
    expect(text).toBe(t('console_app.backoffice.team.errors.last_admin'));
    expect(text).not.toContain('last_admin');
    if (language !== 'en') expect(text).not.toBe(teamFailure(en, lastAdmin));
  });
});
